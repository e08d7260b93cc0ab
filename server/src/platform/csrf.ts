import { randomBytes, timingSafeEqual } from 'node:crypto';
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

/**
 * Double-submit CSRF protection for /api: every response sets a random `ssb_csrf` cookie when the
 * request lacked one; mutating requests must echo it in `x-csrf-token`.
 */
export function registerCsrf(app: FastifyInstance, config: AppConfig): void {
  const secure = config.publicUrl.startsWith('https://');
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
      });
    }
    if (!MUTATING.has(request.method) || isBearerOnly(request)) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new Forbidden('Invalid CSRF token');
    }
  });
}
