import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { Spinner } from '../../../components/ui/Spinner';
import { readCookie } from '../../../lib/api';
import { readToken } from '../../../lib/authStorage';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/usePageTitle';
import { firstStepAfterSignUp, useSignedInProfile } from '../api';

/** Set by the server after a first Google sign-in (docs/product/accounts.md "Google sign-in"). */
export const NEW_USER_COOKIE = 'ssb_new_user';

export function clearNewUserCookie(): void {
  document.cookie = `${NEW_USER_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/**
 * /auth/success (docs/product/screens.md): finishes a sign-in that happened elsewhere (Google, verification).
 * - ?token=… : store it with the profile, go to /dashboard.
 * - else load the profile with the cookie: an account without a role (a first Google sign-in) goes to
 *   /choose-role, a new one with a role (created=1 or the ssb_new_user cookie, which is cleared) to its
 *   onboarding, anyone else to /dashboard.
 * - any failure goes to /login.
 */
export default function AuthSuccessPage() {
  usePageTitle('Signing you in…');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useAuth();
  const started = useRef(false);
  const { mutateAsync: loadProfile } = useSignedInProfile();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    const created = params.get('created') === '1' || readCookie(NEW_USER_COOKIE) !== null;

    void (async () => {
      try {
        const user = await loadProfile(token);
        if (!user) throw new Error('Authentication failed: user not received');
        signIn(token ?? readToken(), user);
        if (token) {
          navigate('/dashboard', { replace: true });
          return;
        }
        if (created) clearNewUserCookie();
        navigate(created || !user.role ? firstStepAfterSignUp(user.role) : '/dashboard', { replace: true });
      } catch {
        notify('error', 'Sign in failed', { description: 'Please sign in again.' });
        navigate('/login', { replace: true });
      }
    })();
  }, [loadProfile, navigate, params, signIn]);

  return (
    <div className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center" role="status" aria-live="polite">
      <Spinner size={32} className="text-primary-700" />
      <p className="text-lg font-semibold text-primary-900">Signing you in…</p>
    </div>
  );
}
