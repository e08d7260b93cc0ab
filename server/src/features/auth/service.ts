import {
  AUTH_MESSAGES,
  type registerSchema,
  type loginSchema,
  type resetPasswordSchema,
  type verifyEmailSchema,
  type AuthResult,
} from '@ssb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-instance';
import { revokeAllSignIns, revokeSignIn, startSignIn, type NewSignIn } from '../../platform/auth';
import { AppError, Conflict, Forbidden, Invalid, PG_UNIQUE_VIOLATION, pgErrorCode, ServerBusy, Unauthorized } from '../../platform/errors';
import { findUserByEmail, insertUser, loadUser, updateUser, type UserRow } from '../users';
import type { HashingPlace } from '../../platform/passwords';
import { consumeCode, issueCode, type CodePurpose } from './codes';
import { codeMail } from './mails';
import { startSignInAttempt, type SignInClient } from './sign-in-limits';

type RegisterBody = z.output<typeof registerSchema>;
type LoginBody = z.output<typeof loginSchema>;
type VerifyBody = z.output<typeof verifyEmailSchema>;
type ResetBody = z.output<typeof resetPasswordSchema>;

/** A sign-in the route completes: it sets the cookie from `signIn` and answers `result`. */
export type SignedIn = { signIn: NewSignIn; result: AuthResult };

/**
 * How a password sign-in ended once the password was found right. `provenOwner` is the account whose
 * browser this proved to be (the route remembers the browser), even when the account may not sign in
 * yet: then `refusal` is the answer.
 */
export type LoginOutcome = { provenOwner: string } & ({ signedIn: SignedIn; refusal?: never } | { refusal: AppError; signedIn?: never });

/**
 * Makes a code (within the per-email limits) and mails it. Returns whether a mail went out. With
 * `quiet`, delivery is not awaited, so an answer's timing says nothing about the account.
 */
async function sendCode(deps: AppDeps, log: FastifyBaseLogger, user: UserRow, purpose: CodePurpose, quiet: boolean): Promise<boolean> {
  const code = await issueCode(deps.db, deps.config.secret, user.email, purpose, deps.now());
  if (!code) {
    log.info({ purpose }, 'code not sent: per-email limit reached');
    return false;
  }
  const delivery = deps.mailer.send(await codeMail(user.email, user.firstName, purpose, code, deps.config.publicUrl));
  if (quiet) delivery.catch((error: unknown) => log.error({ err: error, purpose }, 'could not send code mail'));
  else await delivery;
  return true;
}

/** POST /auth/register: a new, unverified account and a verification code by mail. */
export async function register(deps: AppDeps, log: FastifyBaseLogger, input: RegisterBody) {
  const passwordHash = await deps.passwords.hash(input.password);
  let user: UserRow;
  try {
    user = await insertUser(deps.db, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      emailVerifiedAt: null,
      createdAt: deps.now(),
      updatedAt: deps.now(),
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new Conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    throw error;
  }
  await sendCode(deps, log, user, 'verify_email', false);
  return { email: user.email, needVerification: true as const };
}

/**
 * POST /auth/login. Unknown email, Google-only account and wrong password all answer the same 401
 * after the same scrypt work. A right password on an unverified account answers 403 with
 * needVerification (and a fresh code, within the limits). Attempts are counted before the password
 * is checked (429 when over a limit) and hashing waits its turn (503 when too many wait).
 */
export async function login(deps: AppDeps, client: SignInClient, log: FastifyBaseLogger, input: LoginBody): Promise<LoginOutcome> {
  // The place in the hashing line is taken first, so that under a flood a refusal costs no database work.
  const claimsOwnersBrowser = client.deviceOwner !== null;
  const place = deps.passwords.enter({ priority: claimsOwnersBrowser });
  if (!place) throw new ServerBusy();
  try {
    return await checkPassword(deps, client, log, input, place);
  } finally {
    place.leave();
  }
}

async function checkPassword(deps: AppDeps, client: SignInClient, log: FastifyBaseLogger, input: LoginBody, place: HashingPlace): Promise<LoginOutcome> {
  const user = await findUserByEmail(deps.db, input.email);
  const attempt = await startSignInAttempt(deps.db, client, input.email, user?.id ?? null);
  let passwordOk: boolean;
  try {
    // A device cookie of another account (or over its budget) waits in the ordinary line.
    if (!place.moveTo(attempt.lane)) throw new ServerBusy();
    passwordOk = user?.passwordHash ? await place.verify(input.password, user.passwordHash) : await place.verifyAgainstNothing(input.password);
  } catch (error) {
    await attempt.notEvaluated();
    throw error;
  }
  if (!user || !passwordOk) throw new Unauthorized(AUTH_MESSAGES.invalidCredentials);
  await attempt.succeeded();
  // The right password proves this browser is the owner's, even when the account cannot sign in yet.
  const provenOwner = user.id;
  if (!user.isActive) return { provenOwner, refusal: new Forbidden('This account has been deactivated. Please contact us.') };
  if (!user.emailVerifiedAt) {
    await sendCode(deps, log, user, 'verify_email', true);
    return { provenOwner, refusal: new Forbidden(AUTH_MESSAGES.needVerification, { needVerification: true }) };
  }
  const signIn = await startSignIn(deps.db, user.id, input.rememberMe === true);
  return { provenOwner, signedIn: { signIn, result: { token: signIn.token, user: await loadUser(deps.db, user) } } };
}

/** POST /auth/verify-email: marks the email verified and signs in (docs/product/accounts.md "Verification codes"). */
export async function verifyEmail(deps: AppDeps, input: VerifyBody): Promise<SignedIn> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || !user.isActive) throw new Invalid(AUTH_MESSAGES.invalidCode, { code: AUTH_MESSAGES.invalidCode });
  const verified = await deps.db.transaction(async (tx) => {
    const accepted = await consumeCode(tx, deps.config.secret, user.email, 'verify_email', input.code, deps.now());
    if (accepted && !user.emailVerifiedAt) await updateUser(tx, user.id, { emailVerifiedAt: deps.now(), updatedAt: deps.now() });
    return accepted;
  });
  if (!verified) throw new Invalid(AUTH_MESSAGES.invalidCode, { code: AUTH_MESSAGES.invalidCode });
  const signIn = await startSignIn(deps.db, user.id, false);
  return { signIn, result: { token: signIn.token, user: await loadUser(deps.db, user.id) } };
}

/**
 * POST /auth/resend-code: a new verification code for an unverified account. The route runs this
 * after its answer, which is always the same, so the answer's timing tells nothing either.
 */
export async function resendCode(deps: AppDeps, log: FastifyBaseLogger, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user && user.isActive && !user.emailVerifiedAt) await sendCode(deps, log, user, 'verify_email', true);
}

/**
 * POST /auth/forgot-password: a reset code when the account exists. The route runs this after its
 * answer, which is always the same, so the answer's timing tells nothing either.
 */
export async function forgotPassword(deps: AppDeps, log: FastifyBaseLogger, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user && user.isActive) await sendCode(deps, log, user, 'reset_password', true);
}

/**
 * POST /auth/reset-password: a right code sets the new password, confirms the email (the code
 * proved it) and signs out every sign-in of the user (docs/product/accounts.md "Password reset").
 */
export async function resetPassword(deps: AppDeps, input: ResetBody): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  const fail = () => new Invalid(AUTH_MESSAGES.invalidReset, { code: AUTH_MESSAGES.invalidReset });
  if (!user || !user.isActive) throw fail();
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const done = await deps.db.transaction(async (tx) => {
    const accepted = await consumeCode(tx, deps.config.secret, user.email, 'reset_password', input.code, deps.now());
    if (!accepted) return false;
    await updateUser(tx, user.id, {
      passwordHash,
      emailVerifiedAt: user.emailVerifiedAt ?? deps.now(),
      updatedAt: deps.now(),
    });
    await revokeAllSignIns(tx, user.id);
    return true;
  });
  if (!done) throw fail();
}

/** POST /auth/logout: ends this sign-in on the server (the route clears the cookie). */
export async function logout(deps: AppDeps, sessionId: string): Promise<void> {
  await revokeSignIn(deps.db, sessionId);
}
