import { routes } from '@ssb/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { clearSignInCookie, setSignInCookie } from '../../platform/auth';
import { ServerBusy } from '../../platform/errors';
import { done, ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { afterAnswer } from './after-answer';
import { googleRoutes } from './google';
import { forgotPassword, login, logout, register, resendCode, resetPassword, verifyEmail } from './service';
import { deviceOwner, rememberDevice, signInClient } from './sign-in-limits';

const tags = ['auth'];

/** Rate-limit key: the caller's address plus the email the request is about (lower-cased). */
const byIpAndEmail = (scope: string) => (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${scope}:${request.ip}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};
const limit = (scope: string, max: number, timeWindow: string) => ({
  access: 'public' as const,
  rateLimit: { max, timeWindow, hook: 'preHandler' as const, keyGenerator: byIpAndEmail(scope) },
});
/** Besides the per-email limits, one address may not spray mails at many emails. */
const perIp = (scope: string, max: number) => ({
  access: 'public' as const,
  rateLimit: { max, timeWindow: '1 hour', keyGenerator: (request: FastifyRequest) => `${scope}:${request.ip}` },
});

export async function authRoutes(app: AppInstance) {
  const { deps } = app;

  app.post(
    '/register',
    {
      schema: routeSchema(routes.register, { tags, summary: 'Create an account (a verification code is mailed)' }),
      config: perIp('register', 50),
    },
    async (request, reply) => reply.status(201).send(ok(await register(deps, request.log, request.body))),
  );

  app.post(
    '/login',
    {
      schema: routeSchema(routes.login, { tags, summary: 'Sign in with email and password' }),
      // Sign-in attempts are counted by the service (sign-in-limits.ts).
      config: { access: 'public' as const },
      // Under a flood, a sign-in that could only join the full ordinary hashing line is refused
      // before its body is read: the cheaper each refusal, the less the flood delays everyone else.
      onRequest: (request, _reply, next) => next(deviceOwner(request) || deps.passwords.hasRoom() ? undefined : new ServerBusy()),
    },
    async (request, reply) => {
      const outcome = await login(deps, signInClient(request), request.log, request.body);
      rememberDevice(reply, deps.config, outcome.provenOwner);
      if (outcome.refusal) throw outcome.refusal;
      setSignInCookie(reply, deps.config, outcome.signedIn.signIn);
      return ok(outcome.signedIn.result);
    },
  );

  app.post(
    '/verify-email',
    {
      schema: routeSchema(routes.verifyEmail, { tags, summary: 'Confirm the email with the mailed code; signs in' }),
      config: limit('verify', 10, '1 minute'),
    },
    async (request, reply) => {
      const { signIn, result } = await verifyEmail(deps, request.body);
      setSignInCookie(reply, deps.config, signIn);
      return ok(result);
    },
  );

  app.post(
    '/resend-code',
    {
      schema: routeSchema(routes.resendCode, { tags, summary: 'Mail a new verification code (always answers success)' }),
      config: limit('resend', 10, '1 minute'),
    },
    async (request, reply) => {
      const { email } = request.body;
      afterAnswer(reply, 'resend-code', () => resendCode(deps, reply.log, email));
      return done;
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: routeSchema(routes.forgotPassword, { tags, summary: 'Mail a password reset code (always answers success)' }),
      config: limit('forgot', 10, '1 minute'),
    },
    async (request, reply) => {
      const { email } = request.body;
      afterAnswer(reply, 'forgot-password', () => forgotPassword(deps, reply.log, email));
      return done;
    },
  );

  app.post(
    '/reset-password',
    {
      schema: routeSchema(routes.resetPassword, { tags, summary: 'Set a new password with the mailed code; signs out everywhere' }),
      config: limit('reset', 10, '1 minute'),
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return done;
    },
  );

  app.post(
    '/logout',
    { schema: routeSchema(routes.logout, { tags, summary: 'Sign out (ends this sign-in on the server)' }), config: { access: 'public' } },
    async (request, reply) => {
      if (request.user) await logout(deps, request.user.sessionId);
      clearSignInCookie(reply);
      return done;
    },
  );

  await app.register(googleRoutes);
}
