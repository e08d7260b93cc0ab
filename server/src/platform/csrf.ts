import { randomFillSync, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { isApiRoute } from './auth';
import { Forbidden } from './errors';

export const CSRF_COOKIE = 'ssb_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** The methods that write: a cookie-carried request with one of them needs the CSRF header. */
export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
 * A request the browser itself marks as coming from our own pages: `Sec-Fetch-Site: same-origin`
 * (whatever address the pages were served from: another port or host name than PUBLIC_URL's is
 * still the same origin as the API it calls), or, for browsers without that header, an `Origin`
 * equal to the public address. Page scripts cannot set either header, so a form or fetch on
 * another site can never claim them; a request carrying neither (an old browser, a script) is not
 * trusted this way.
 */
export function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return request.headers.origin === publicOrigin;
}

/** How many other host names are remembered (and warned about once each); a flood of made-up Host headers cannot grow it further. */
const WARNED_HOSTS_MAX = 20;

/**
 * Logs a warning, once per host, when requests arrive for a host other than PUBLIC_URL's: links in
 * mails, cookies marked Secure and the Origin check above all follow PUBLIC_URL, so a deployment
 * reached by another address usually has it wrong.
 */
function warnOfOtherHosts(app: FastifyInstance, publicHost: string): void {
  const warned = new Set<string>();
  app.addHook('onRequest', (request, _reply, done) => {
    const host = request.host;
    if (host && host !== publicHost && !warned.has(host) && warned.size < WARNED_HOSTS_MAX) {
      warned.add(host);
      app.log.warn({ host, publicUrl: publicHost }, `requests arrive for ${host}, not for PUBLIC_URL's host ${publicHost}: is PUBLIC_URL right?`);
    }
    done();
  });
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
 * Hands out the CSRF cookie when the request came without one; the API answers and every page call
 * it. Readable by the web client (not httpOnly), sent back on same-site requests only. The header
 * is written directly: @fastify/cookie keeps it beside any cookie a handler sets later.
 */
export function giveCsrfCookie(request: FastifyRequest, reply: FastifyReply, config: AppConfig): void {
  if (request.cookies[CSRF_COOKIE]) return;
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  reply.header('set-cookie', `${CSRF_COOKIE}=${newCsrfToken()}; Path=/; SameSite=Lax${secure}`);
}

/**
 * Double-submit CSRF protection for the API: a mutating request must echo the `ssb_csrf` cookie in
 * `x-csrf-token`, unless the browser marks it as same-origin (the first form sent from a fresh
 * browser has no cookie yet) or it authenticates by a bearer header alone.
 *
 * Checked before the body is read, and after the caller's identity and the route's access rule
 * (platform/auth.ts), so an anonymous caller learns that they must sign in, not that a token is missing.
 */
export function registerCsrf(app: FastifyInstance, config: AppConfig): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  warnOfOtherHosts(app, new URL(config.publicUrl).host);
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRoute(request)) giveCsrfCookie(request, reply, config);
    done();
  });
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (
      !MUTATING.has(request.method) ||
      !isApiRoute(request) ||
      request.routeOptions.config.signed === true ||
      isBearerOnly(request) ||
      isSameOrigin(request, publicOrigin)
    ) {
      return done(null, payload);
    }
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return done(new Forbidden('Invalid CSRF token'), payload);
    }
    done(null, payload);
  });
}
