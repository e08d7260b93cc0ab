import { AUTH_MESSAGES } from '@ssb/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../app-instance';
import { setSignInCookie, startSignIn } from '../../platform/auth';
import { NotFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors';
import { createOidcClient, type OidcClient, type PendingSignIn, type VerifiedIdentity } from '../../platform/oidc';
import { findUserByEmail, findUserByGoogleSubject, insertUser, lockUser, updateUser, type UserRow } from '../users';

const GOOGLE_OFF = 'Google sign-in is not set up on this server';

const FLOW_COOKIE = 'ssb_oidc';
const FLOW_COOKIE_PATH = '/api/auth/google';
const FLOW_TTL_SECONDS = 10 * 60;
/** The new-user marker after a first Google sign-in, readable by the client (docs/product/accounts.md). */
export const NEW_USER_COOKIE = 'ssb_new_user';

const pendingSchema = z.object({ state: z.string().min(1), nonce: z.string().min(1), verifier: z.string().min(43) });

const clip = (s: string) => s.trim().slice(0, 50);

function namesOf(identity: VerifiedIdentity): { firstName: string; lastName: string } {
  if (identity.givenName || identity.familyName) return { firstName: clip(identity.givenName), lastName: clip(identity.familyName) };
  const [first = '', ...rest] = identity.name.trim().split(/\s+/);
  return { firstName: clip(first || identity.email.split('@')[0] || ''), lastName: clip(rest.join(' ')) };
}

/**
 * The account for a verified Google identity: the one already linked to this Google subject, else
 * the one with this email (now linked), else a new one with no role yet. Linking an account whose
 * email was never verified drops its password: whoever set it had not proven they own the address.
 */
export async function findOrCreateGoogleUser(deps: AppDeps, identity: VerifiedIdentity): Promise<{ user: UserRow; created: boolean }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        const linked = await findUserByGoogleSubject(tx, identity.subject);
        if (linked) return { user: linked, created: false };
        const byEmail = await findUserByEmail(tx, identity.email);
        if (byEmail) {
          const row = await lockUser(tx, byEmail.id);
          const user = await updateUser(tx, byEmail.id, {
            googleSubject: identity.subject,
            emailVerifiedAt: row?.emailVerifiedAt ?? deps.now(),
            ...(row?.emailVerifiedAt ? {} : { passwordHash: null }),
            updatedAt: deps.now(),
          });
          return { user: user!, created: false };
        }
        const user = await insertUser(tx, {
          email: identity.email.toLowerCase(),
          googleSubject: identity.subject,
          ...namesOf(identity),
          role: null,
          emailVerifiedAt: deps.now(),
          createdAt: deps.now(),
          updatedAt: deps.now(),
        });
        return { user, created: true };
      });
    } catch (error) {
      // Two callbacks racing for one new person: the loser finds the winner's row on retry.
      if (attempt === 0 && pgErrorCode(error) === PG_UNIQUE_VIOLATION) continue;
      throw error;
    }
  }
}

function failTo(reply: FastifyReply, reason: string) {
  return reply.redirect(`/login?error=${encodeURIComponent(reason)}`, 302);
}

/** GET /auth/google and GET /auth/google/callback (OpenID Connect, code flow with PKCE). */
export async function googleRoutes(app: AppInstance) {
  const { deps } = app;
  const { config } = deps;
  const oidc: OidcClient | null = config.google ? createOidcClient(config.google) : null;
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`;
  const secure = config.publicUrl.startsWith('https://');

  app.get(
    '/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start sign-in with Google (redirects to the provider)',
        querystring: z.object({}),
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' }, answers: { 302: "To Google's sign-in page, or to /login?error=google_unavailable when Google does not answer", 404: GOOGLE_OFF } },
    },
    async (request, reply) => {
      if (!oidc) throw new NotFound(AUTH_MESSAGES.googleNotConfigured);
      let started: { url: URL; pending: PendingSignIn };
      try {
        // Google: access_type=offline with prompt=consent asks for offline access.
        started = await oidc.start(redirectUri, { access_type: 'offline', prompt: 'consent' });
      } catch (error) {
        request.log.error({ err: error }, 'Google sign-in could not start');
        return failTo(reply, 'google_unavailable');
      }
      reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(started.pending)).toString('base64url'), {
        path: FLOW_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        signed: true,
        maxAge: FLOW_TTL_SECONDS,
      });
      return reply.redirect(started.url.href, 302);
    },
  );

  app.get(
    '/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Return from Google: signs in and redirects to /auth/success',
        querystring: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(1024).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(2000).optional(),
          iss: z.string().max(1000).optional(),
          scope: z.string().max(2000).optional(),
        }).loose(),
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' }, answers: { 302: 'To /auth/success once signed in, or to /login?error=… when not', 404: GOOGLE_OFF } },
    },
    async (request, reply) => {
      if (!oidc) throw new NotFound(AUTH_MESSAGES.googleNotConfigured);
      const pending = readPending(request);
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
      if (!pending) return failTo(reply, 'google_expired');
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      if (query.has('error')) return failTo(reply, 'google_denied');

      let identity: VerifiedIdentity;
      try {
        identity = await oidc.finish(redirectUri, query, pending);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        return failTo(reply, 'google_failed');
      }
      if (!identity.email || !identity.emailVerified) return failTo(reply, 'google_email_unverified');

      const { user, created } = await findOrCreateGoogleUser(deps, identity);
      if (!user.isActive) return failTo(reply, 'account_disabled');
      setSignInCookie(reply, config, await startSignIn(deps.db, user.id, false));
      if (created) {
        reply.setCookie(NEW_USER_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: FLOW_TTL_SECONDS });
      }
      return reply.redirect('/auth/success', 302);
    },
  );
}

function readPending(request: FastifyRequest): PendingSignIn | null {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
