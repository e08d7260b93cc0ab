/**
 * Who is signed in. Stored in localStorage `token` and `user` (docs/product/accounts.md), kept in sync across tabs
 * through the `storage` event and within the tab through the small store in authStorage.ts.
 * A stored user without a token counts as signed in: after Google sign-in only the httpOnly
 * cookie carries the session.
 */
import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from './api';
import {
  clearAuth,
  normalizeUser,
  readToken,
  readUser,
  subscribeAuth,
  writeAuth,
  type AuthUser,
  type Role,
} from './authStorage';
import { navigateTo } from './navigation';

export type { AuthUser, Role } from './authStorage';
export { takeAuthReason, type AuthReason } from './authStorage';

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  isSignedIn: boolean;
  role: Role | null;
  /** Store a sign-in. `token` null means a cookie-only session (any stale token is removed). */
  signIn: (token: string | null, user: AuthUser | Record<string, unknown>) => void;
  /** POST /api/auth/logout (failures ignored), clear the stored keys and the cache, go to '/'. */
  signOut: () => Promise<void>;
  /** GET /api/users/profile and store the user. Resolves null on failure; never throws. */
  refresh: () => Promise<AuthUser | null>;
  /** Merge fields into the stored user (after a profile save), keeping the token. */
  updateUser: (patch: Partial<AuthUser>) => void;
}

const AuthContext = createContext<AuthState | null>(null);

const LOGOUT_WAIT_MS = 3000;

/**
 * `serverUser`: who the server rendered the page for. The server's render and the browser's
 * hydration both show them, so the hydrated page matches the HTML; the browser's stored sign-in
 * takes over right after.
 */
export function AuthProvider({ children, serverUser = null }: { children: ReactNode; serverUser?: AuthUser | null }) {
  const queryClient = useQueryClient();
  const user = useSyncExternalStore(subscribeAuth, readUser, () => serverUser);
  const token = useSyncExternalStore(subscribeAuth, readToken, () => null);

  const signIn = useCallback<AuthState['signIn']>((nextToken, nextUser) => {
    const normalized = normalizeUser(nextUser);
    if (!normalized) throw new Error('Authentication failed: user not received');
    writeAuth(nextToken ?? null, normalized);
  }, []);

  const signOut = useCallback(async () => {
    // Leave the page first: while a protected page is shown, clearing the user (or a 401 from one
    // of its queries once the sign-in is revoked) would make its guard redirect to /login?next=….
    // navigateTo resolves once home is on screen, not merely when the router has moved.
    await navigateTo('/');
    const logout = call('logout', { skipSessionExpiry: true }).catch(() => undefined);
    await Promise.race([logout, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
    clearAuth();
    queryClient.clear();
  }, [queryClient]);

  const refresh = useCallback(async () => {
    try {
      const profile = normalizeUser(await call('profile'));
      if (!profile) return null;
      writeAuth(undefined, profile);
      return profile;
    } catch {
      return null;
    }
  }, []);

  const updateUser = useCallback((patch: Partial<AuthUser>) => {
    const current = readUser();
    if (!current) return;
    writeAuth(undefined, { ...current, ...patch, id: current.id } as AuthUser);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      token,
      isSignedIn: user !== null || token !== null,
      role: user?.role ?? null,
      signIn,
      signOut,
      refresh,
      updateUser,
    }),
    [user, token, signIn, signOut, refresh, updateUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const ctx = use(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

/** "Asha Verma", or the email, or a neutral word. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'> | null | undefined): string {
  if (!user) return 'Guest';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || 'Member';
}

/** The picture link under any of its three names (profileImageUrl, avatarUrl, avatar). */
export function avatarUrlOf(
  user: { profileImageUrl?: unknown; avatarUrl?: unknown; avatar?: unknown } | null | undefined,
): string | null {
  if (!user) return null;
  for (const v of [user.profileImageUrl, user.avatarUrl, user.avatar]) {
    if (typeof v === 'string' && v) return v;
  }
  return null;
}
