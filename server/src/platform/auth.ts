import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { authSessions, users } from '../db/schema';
import { Forbidden, Unauthorized } from './errors';

export type Role = 'mentee' | 'mentor' | 'admin';

/** Who is calling: resolved once per request from the bearer header or the sign-in cookie. */
export type CurrentUser = {
  id: string;
  email: string;
  role: Role | null;
  firstName: string;
  lastName: string;
  sessionId: string;
};

/**
 * Who may call a route: anyone, any signed-in user, or signed-in users with one of the roles.
 * Every API route declares it (`config: { access }`); checks that depend on the row (the author,
 * the session's two participants) stay in the services.
 */
export type Access = 'public' | 'signedIn' | readonly Role[];

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The request proves itself by a signature: over its raw body (the payment gateway's webhook) or
     * in its address (an unsubscribe link). No cookie is its authority, so the CSRF check does not
     * apply. The route must verify the signature.
     */
    signed?: true;
    /** A route outside the route table (Google's redirects): its answers beyond those of its shape, each with when, for the API document. */
    answers?: Record<number, string>;
  }
}

/**
 * Whether the request was routed to an API route. Decided on the route the router matched (which
 * decodes the path: `/%61pi/sessions` is `/api/sessions`), never on the raw URL.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') === true;
}

export const SESSION_COOKIE = 'ssb_session';
const DAY_MS = 24 * 60 * 60 * 1000;
/** "Remember me" keeps a sign-in for 30 days; otherwise the cookie ends with the browser and the token within a day. */
export const REMEMBER_MS = 30 * DAY_MS;
export const SHORT_SESSION_MS = DAY_MS;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A sign-in just started: the bearer token and how long the cookie that carries it lives. */
export type NewSignIn = {
  token: string;
  /** seconds; absent for a sign-in without "remember me", whose cookie ends with the browser */
  cookieMaxAgeSeconds?: number;
};

/** Starts a sign-in: stores the token's hash. The route puts the token in the cookie (setSignInCookie). */
export async function startSignIn(db: Db, userId: string, remember: boolean): Promise<NewSignIn> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = remember ? REMEMBER_MS : SHORT_SESSION_MS;
  await db.insert(authSessions).values({
    userId,
    tokenHash: hashToken(token),
    remember,
    expiresAt: new Date(Date.now() + lifetime),
  });
  return remember ? { token, cookieMaxAgeSeconds: lifetime / 1000 } : { token };
}

/** The httpOnly sign-in cookie for a sign-in started by startSignIn. */
export function setSignInCookie(reply: FastifyReply, config: AppConfig, signIn: NewSignIn): void {
  reply.setCookie(SESSION_COOKIE, signIn.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    ...(signIn.cookieMaxAgeSeconds !== undefined ? { maxAge: signIn.cookieMaxAgeSeconds } : {}),
  });
}

export async function revokeSignIn(db: Db, sessionId: string): Promise<void> {
  await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId));
}

/** Ends every sign-in of a user except, optionally, one (used after a password reset). */
export async function revokeAllSignIns(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  if (exceptSessionId && rows.some((r) => r.id === exceptSessionId)) {
    await db.update(authSessions).set({ revokedAt: null }).where(eq(authSessions.id, exceptSessionId));
  }
}

export function clearSignInCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  if (match?.[1]) return match[1];
  return request.cookies[SESSION_COOKIE] ?? null;
}

async function findSignedInUser(db: Db, token: string): Promise<CurrentUser | null> {
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, hashToken(token)),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** 401 for an anonymous caller of a route that needs a sign-in, 403 for a caller without the role. */
function refusal(access: Access | undefined, user: CurrentUser | null): Error | undefined {
  if (access === undefined || access === 'public') return undefined;
  if (!user) return new Unauthorized();
  if (access !== 'signedIn' && (!user.role || !access.includes(user.role))) return new Forbidden();
  return undefined;
}

/**
 * Resolves `request.user` for every API request that presents credentials, then applies the route's
 * access rule. Both happen when the request starts, before the CSRF check and before the body is
 * read or validated: who is calling is decided before what they sent.
 */
export function registerAuthentication(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  // Callback style: a request without credentials (most reads) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isApiRoute(request)) return done();
    const access = request.routeOptions.config.access;
    const token = presentedToken(request);
    if (!token) return done(refusal(access, null));
    findSignedInUser(db, token).then(
      (user) => {
        request.user = user;
        done(refusal(access, user));
      },
      (error: Error) => done(error),
    );
  });
}

/**
 * The caller, typed as signed in. Routes that need a sign-in have already refused anonymous callers
 * (their `access`); this is how their handlers get the user.
 */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}
