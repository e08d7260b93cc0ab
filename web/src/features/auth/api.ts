import type { ChooseRoleInput, EmailOnlyInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyEmailInput } from '@ssb/domain';
import { useMutation } from '@tanstack/react-query';
import { call, isApiError } from '../../lib/api';
import { normalizeUser } from '../../lib/authStorage';

/** POST /auth/login: `{token, user}`, or an ApiError (needVerification for an unverified account). */
export const useLogin = () => useMutation({ mutationFn: (input: LoginInput) => call('login', { body: input }) });

export const useRegister = () => useMutation({ mutationFn: (input: RegisterInput) => call('register', { body: input }) });

export const useVerifyEmail = () => useMutation({ mutationFn: (input: VerifyEmailInput) => call('verifyEmail', { body: input }) });

export const useResendCode = () => useMutation({ mutationFn: (input: EmailOnlyInput) => call('resendCode', { body: input }) });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (input: EmailOnlyInput) => call('forgotPassword', { body: input }) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: ResetPasswordInput) => call('resetPassword', { body: input }) });

export const useChooseRole = () => useMutation({ mutationFn: (input: ChooseRoleInput) => call('chooseRole', { body: input }) });

/**
 * The signed-in person's profile when a sign-in finished elsewhere (Google): with the token the
 * redirect carried, else with the session cookie. Never starts the session-expired flow.
 */
export const useSignedInProfile = () =>
  useMutation({
    mutationFn: async (token: string | null) => {
      const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
      return normalizeUser(await call('profile', { headers, skipSessionExpiry: true }));
    },
  });

/**
 * Where a new account goes once signed in: its role's onboarding, or /choose-role when it has none yet
 * (Google gives no role). The role is asked once (docs/product/accounts.md "Registration").
 */
export function firstStepAfterSignUp(role: string | null | undefined): string {
  if (role === 'mentor') return '/onboard/mentor';
  if (role === 'mentee') return '/onboard/mentee';
  return role ? '/dashboard' : '/choose-role';
}

/** `/verify-email?email=…` and friends. */
export const withEmail = (path: string, email: string | undefined | null) =>
  email ? `${path}?email=${encodeURIComponent(email.trim())}` : path;

/**
 * The message the server gave (body.error or body.message), or the client's own network message;
 * null when there is none, so the screen can use its own fallback.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 0) return error.message;
  const body = error.data as { error?: unknown; message?: unknown } | null | undefined;
  for (const m of [body?.error, body?.message]) if (typeof m === 'string' && m) return m;
  return null;
}
