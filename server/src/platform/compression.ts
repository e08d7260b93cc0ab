import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/**
 * How @fastify/compress is set up in app.ts: API answers of 1 KB or more are compressed on the fly
 * for clients that accept it. Read caches that keep compressed copies follow the same rules.
 */
export const COMPRESSION = { threshold: 1024, encodings: ['gzip', 'deflate'] as ('gzip' | 'deflate')[] };

/**
 * Which of `offered` (the server's preference, best first) a request's `Accept-Encoding` accepts
 * with the highest quality above 0, or undefined for none. `*` stands for the first offered
 * encoding and `x-gzip` for gzip; on equal quality the earlier offered one wins. A request that
 * asks for no compression (`x-no-compression`) gets none. The header is read the way
 * @fastify/compress reads it (lower-cased, same negotiator), so both agree on gzip.
 */
export function negotiateEncoding<E extends string>(request: FastifyRequest, offered: readonly E[]): E | undefined {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return undefined;
  return negotiate(header.toLowerCase().replace(/x-gzip/g, 'gzip'), [...offered]) ?? undefined;
}

/** Whether @fastify/compress would answer this request with gzip (for caches keeping gzipped copies). */
export function negotiatesGzip(request: FastifyRequest): boolean {
  return negotiateEncoding(request, COMPRESSION.encodings) === 'gzip';
}
