import { randomFillSync, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { Forbidden } from './errors';

export const CSRF_COOKIE = 'ssb_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A request with no cookies at all that authenticates with a bearer header cannot be forged by a browser. */
function isBearerOnly(request: FastifyRequest): boolean {
  return !request.headers.cookie && /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
}

const TOKEN_BYTES = 24;
/** Tokens are cut from a pool of random bytes refilled 128 tokens at a time (one system call instead of one per request). */
const pool = Buffer.alloc(TOKEN_BYTES * 128);
let poolOffset = pool.length;

/** A fresh random token (24 bytes from the system's CSPRNG, base64url); every byte is used once. */
export function newCsrfToken(): string {
  if (poolOffset + TOKEN_BYTES > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const token = pool.toString('base64url', poolOffset, poolOffset + TOKEN_BYTES);
  poolOffset += TOKEN_BYTES;
  return token;
}

/**
 * Double-submit CSRF protection for /api: every response sets a random `ssb_csrf` cookie when the
 * request lacked one; mutating requests must echo it in `x-csrf-token`.
 */
export function registerCsrf(app: FastifyInstance, config: AppConfig): void {
  // Readable by the web client (not httpOnly), sent back on same-site requests only. The header is
  // written directly: the attributes never change, and @fastify/cookie keeps it beside any cookie
  // a handler sets later.
  const attributes = `; Path=/; SameSite=Lax${config.publicUrl.startsWith('https://') ? '; Secure' : ''}`;
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) reply.header('set-cookie', `${CSRF_COOKIE}=${newCsrfToken()}${attributes}`);
    if (!MUTATING.has(request.method) || isBearerOnly(request)) return done();
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return done(new Forbidden('Invalid CSRF token'));
    }
    done();
  });
}
