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
 * asks for no compression (`x-no-compression`) gets none.
 */
export function negotiateEncoding<E extends string>(request: FastifyRequest, offered: readonly E[]): E | undefined {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';');
    const name = token.trim();
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim() === 'q') q = Number.parseFloat(value ?? '') || 0;
    }
    const target = name === '*' ? offered[0] : name === 'x-gzip' ? 'gzip' : name;
    if (target !== undefined) quality.set(target, Math.max(quality.get(target) ?? 0, q));
  }
  let best: E | undefined;
  let bestQuality = 0;
  for (const encoding of offered) {
    const q = quality.get(encoding) ?? 0;
    if (q > bestQuality) [best, bestQuality] = [encoding, q];
  }
  return best;
}

/** Whether @fastify/compress would answer this request with gzip (for caches keeping gzipped copies). */
export function negotiatesGzip(request: FastifyRequest): boolean {
  return negotiateEncoding(request, COMPRESSION.encodings) === 'gzip';
}
