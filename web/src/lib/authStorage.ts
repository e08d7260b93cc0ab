/**
 * The browser-side record of who is signed in (docs/product/accounts.md "Sign-in sessions"):
 * localStorage `token` (bearer token, absent after a cookie-only Google sign-in) and `user` (JSON).
 * A tiny external store so React (useSyncExternalStore), the HTTP client and other tabs agree.
 */
import type { User } from '@ssb/domain';

/** The signed-in person's role (the domain's user schema; null only before a Google user chooses). */
export type Role = NonNullable<User['role']>;

/**
 * The signed-in person as the server sends them (the domain's user schema: a changed field
 * breaks the build here). A copy stored by an older version may lack fields, so all but the id
 * are optional.
 */
export type AuthUser = Partial<User> & { id: string };

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const AUTH_REASON_KEY = 'auth:reason';

export type AuthReason = 'session_expired' | 'session_expired_csrf';

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Accepts the user object as the server sends it (id or _id, possibly wrapped in {user}). */
export function normalizeUser(raw: unknown): AuthUser | null {
  if (!raw || typeof raw !== 'object') return null;
  let obj = raw as Record<string, unknown>;
  if (obj.user && typeof obj.user === 'object' && !('id' in obj) && !('_id' in obj)) {
    obj = obj.user as Record<string, unknown>;
  }
  const id = obj.id ?? obj._id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  return { ...obj, id: String(id) } as AuthUser;
}

export function readToken(): string | null {
  const raw = safeGet(TOKEN_KEY);
  if (!raw || raw === 'null' || raw === 'undefined') return null;
  if (raw.startsWith('"') && raw.endsWith('"')) {
    try {
      return JSON.parse(raw) as string;
    } catch {
      return raw;
    }
  }
  return raw;
}

let cachedRaw: string | null | undefined;
let cachedUser: AuthUser | null = null;

export function readUser(): AuthUser | null {
  const raw = safeGet(USER_KEY);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    cachedUser = raw ? normalizeUser(JSON.parse(raw)) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

/** Signed in = a stored token or a stored user (the httpOnly cookie may carry the session). */
export function hasStoredSession(): boolean {
  return readToken() !== null || readUser() !== null;
}

const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === TOKEN_KEY || e.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores the user; `token` undefined keeps the current token, null removes it. */
export function writeAuth(token: string | null | undefined, user: AuthUser | null): void {
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_KEY);
    else if (token !== undefined) window.localStorage.setItem(TOKEN_KEY, token);
    if (user) window.localStorage.setItem(USER_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(USER_KEY);
  } catch {
    // Storage full or blocked (private mode): the cookie session still works for this page.
  }
  emit();
}

export function clearAuth(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(USER_KEY);
  } catch {
    // ignore
  }
  emit();
}

export function setAuthReason(reason: AuthReason): void {
  try {
    window.sessionStorage.setItem(AUTH_REASON_KEY, reason);
  } catch {
    // ignore
  }
}

/**
 * Reads and removes the leftover reason so the notice shows once (docs/product/screens.md). With `only`,
 * a reason outside the list is left in place (the register page shows only the CSRF case).
 */
export function takeAuthReason(only?: readonly AuthReason[]): AuthReason | null {
  try {
    const value = window.sessionStorage.getItem(AUTH_REASON_KEY);
    if (value !== 'session_expired' && value !== 'session_expired_csrf') return null;
    if (only && !only.includes(value)) return null;
    window.sessionStorage.removeItem(AUTH_REASON_KEY);
    return value;
  } catch {
    return null;
  }
}
