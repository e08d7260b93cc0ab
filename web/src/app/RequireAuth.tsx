import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth';

/**
 * Layout route for the pages that need sign-in (docs/product/screens.md "Route list"). Signed out: replace with
 * /login?next={where the user was going}; the location is also passed as state.from.
 */
export function RequireAuth() {
  const { isSignedIn } = useAuth();
  const location = useLocation();
  if (!isSignedIn) {
    const next = location.pathname + location.search + location.hash;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
