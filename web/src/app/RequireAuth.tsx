import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../lib/router';
import { useAuth } from '../lib/auth';

/**
 * Wraps the pages that need sign-in (docs/product/screens.md "Route list"). Signed out: replace with
 * /login?next={where the user was going}; the location is also passed as state.from.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isSignedIn } = useAuth();
  const location = useLocation();
  if (!isSignedIn) {
    const next = location.pathname + location.search + location.hash;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace state={{ from: location }} />;
  }
  return children;
}
