import type { FastifyRequest } from 'fastify';

/**
 * How @fastify/compress is set up in app.ts: API answers of 1 KB or more are compressed on the fly
 * for clients that accept it. Read caches that keep compressed copies follow the same rules.
 */
export const COMPRESSION = { threshold: 1024, encodings: ['gzip', 'deflate'] as ('gzip' | 'deflate')[] };

/**
 * Whether @fastify/compress would answer this request with gzip: `Accept-Encoding` (where `*` and
 * `x-gzip` mean gzip) gives gzip a quality above 0 and not below deflate's (on a tie gzip wins, being
 * listed first), and the request did not ask for no compression (`x-no-compression`).
 */
export function negotiatesGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return false;
  let gzip = 0;
  let deflate = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';');
    const name = token.trim();
    let quality = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim() === 'q') quality = Number.parseFloat(value ?? '') || 0;
    }
    if (name === 'gzip' || name === 'x-gzip' || name === '*') gzip = Math.max(gzip, quality);
    else if (name === 'deflate') deflate = Math.max(deflate, quality);
  }
  return gzip > 0 && gzip >= deflate;
}
