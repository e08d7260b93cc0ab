import type { ChooseRoleInput, EmailOnlyInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyEmailInput } from '@ssb/domain';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api';
import type { AuthUser } from '../../lib/auth';
import { normalizeUser } from '../../lib/authStorage';

/** What login and verify-email answer: token, or data.token, or accessToken; user or data.user (older servers vary). */
export interface SignInResult {
  token: string | null;
  user: AuthUser | Record<string, unknown> | null;
}

function readSignIn(body: unknown): SignInResult {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const token = [b.token, b.accessToken].find((t): t is string => typeof t === 'string' && t.length > 0) ?? null;
  const user = b.user && typeof b.user === 'object' ? (b.user as Record<string, unknown>) : null;
  return { token, user };
}

/** POST /auth/login: the token and user, or an ApiError (needVerification for an unverified account). */
export const useLogin = () =>
  useMutation({ mutationFn: async (input: LoginInput) => readSignIn(await api.post<unknown>('/auth/login', input)) });

export const useRegister = () => useMutation({ mutationFn: (input: RegisterInput) => api.post<unknown>('/auth/register', input) });

export const useVerifyEmail = () =>
  useMutation({ mutationFn: async (input: VerifyEmailInput) => readSignIn(await api.post<unknown>('/auth/verify-email', input)) });

export const useResendCode = () => useMutation({ mutationFn: (input: EmailOnlyInput) => api.post<unknown>('/auth/resend-code', input) });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (input: EmailOnlyInput) => api.post<unknown>('/auth/forgot-password', input) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: ResetPasswordInput) => api.post<unknown>('/auth/reset-password', input) });

export const useChooseRole = () => useMutation({ mutationFn: (input: ChooseRoleInput) => api.post<unknown>('/users/choose-role', input) });

/**
 * The signed-in person's profile when a sign-in finished elsewhere (Google): with the token the
 * redirect carried, else with the session cookie. Never starts the session-expired flow.
 */
export const useSignedInProfile = () =>
  useMutation({
    mutationFn: async (token: string | null) => {
      const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
      return normalizeUser(await api.get<unknown>('/users/profile', { headers, skipSessionExpiry: true }));
    },
  });

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
