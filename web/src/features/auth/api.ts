import type { EmailOnlyInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyEmailInput } from '@ssb/domain';
import { api, isApiError } from '../../lib/api';
import type { AuthUser } from '../../lib/auth';

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

export const authApi = {
  login: async (input: LoginInput) => readSignIn(await api.post<unknown>('/auth/login', input)),
  register: (input: RegisterInput) => api.post<unknown>('/auth/register', input),
  verifyEmail: async (input: VerifyEmailInput) => readSignIn(await api.post<unknown>('/auth/verify-email', input)),
  resendCode: (input: EmailOnlyInput) => api.post<unknown>('/auth/resend-code', input),
  forgotPassword: (input: EmailOnlyInput) => api.post<unknown>('/auth/forgot-password', input),
  resetPassword: (input: ResetPasswordInput) => api.post<unknown>('/auth/reset-password', input),
};

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
