import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@ssb/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { nextPathFrom } from '../../../lib/navigation';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { serverMessageOf, useLogin, withEmail } from '../api';
import { AuthCard, authLink } from '../components/AuthCard';
import { EmailInput } from '../components/AuthInputs';
import { AuthMethodTabs, SessionExpiredNotice } from '../components/AuthMethodTabs';

export const LOGIN_FAILED = 'Login failed. Check credentials and try again.';
export const NO_TOKEN = 'Authentication failed: token not received';

/** Why the Google round trip came back to /login?error=… (server/src/features/auth/google.ts). */
const GOOGLE_ERRORS: Record<string, string> = {
  google_unavailable: 'Sign-in with Google is not available right now. Please try again, or use your email.',
  google_expired: 'The Google sign-in took too long. Please try again.',
  google_denied: 'Google sign-in was cancelled. Try again, or use your email.',
  google_failed: 'Google sign-in failed. Please try again, or use your email.',
  google_email_unverified: 'Your Google email address is not verified. Verify it with Google, or sign in with your email.',
  account_disabled: 'This account has been deactivated. Please contact us.',
};

/** /login (docs/product/screens.md "Sign in", docs/product/accounts.md "Sign-in"). */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useAuth();
  const googleError = GOOGLE_ERRORS[params.get('error') ?? ''];
  const [failure, setFailure] = useState<string | null>(null);

  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: params.get('email') ?? '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token, user } = await login.mutateAsync(values);
      if (!token || !user) throw new Error(NO_TOKEN);
      signIn(token, user);
      notify('success', 'Signed in', { description: 'Welcome back!' });
      const role = (user as { role?: unknown }).role;
      navigate(role ? nextPathFrom(params) : '/choose-role', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.needVerification) {
        notify('info', 'Verify your email', { description: error.message || 'Please verify your email to continue' });
        navigate(withEmail('/verify-email', values.email));
        return;
      }
      const message = error instanceof Error && error.message === NO_TOKEN ? NO_TOKEN : (serverMessageOf(error) ?? LOGIN_FAILED);
      setFailure(message);
      notify('error', 'Sign in failed', { description: message });
    }
  });

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to book sessions and follow your preparation."
      footer={
        <>
          New to SSB Academy?{' '}
          <Link to="/register" className={authLink}>
            Create an account
          </Link>
        </>
      }
    >
      <SessionExpiredNotice />
      {googleError && (
        <Alert tone="danger" className="mb-5">
          {googleError}
        </Alert>
      )}

      <AuthMethodTabs label="How to sign in" initial={params.get('tab') === 'email' || params.get('email') ? 'email' : 'google'}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in with email">
          {failure && <Alert tone="danger">{failure}</Alert>}
          <Field label="Email" error={errors.email?.message}>
            <EmailInput {...register('email')} />
          </Field>
          <Field label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </Field>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <label className="-ml-1 inline-flex min-h-11 cursor-pointer items-center gap-2 px-1 text-sm text-slate-800">
              <input type="checkbox" className="size-5 rounded border-slate-400 accent-primary-700" {...register('rememberMe')} />
              Remember me
            </label>
            <Link to={withEmail('/forgot-password', undefined)} className={`${authLink} inline-flex min-h-11 items-center text-sm`}>
              Forgot password?
            </Link>
          </div>
          <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel="Signing in…">
            Sign in
          </Button>
        </form>
      </AuthMethodTabs>
    </AuthCard>
  );
}
