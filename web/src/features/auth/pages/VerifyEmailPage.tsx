import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, CODE_LENGTH, emailField, verifyEmailSchema, type VerifyEmailInput } from '@ssb/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { firstStepAfterSignUp, useResendCode, useVerifyEmail } from '../api';
import { AuthCard, authLink } from '../components/AuthCard';
import { CodeInput, EmailInput } from '../components/AuthInputs';

/** The server sends at most one code a minute (docs/product/accounts.md); the button waits as long. */
export const RESEND_WAIT_SECONDS = 60;

/** /verify-email (docs/product/accounts.md "Verification codes"). */
export default function VerifyEmailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useAuth();
  const [resending, setResending] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const verify = useVerifyEmail();
  const resendCode = useResendCode();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VerifyEmailInput>({
    resolver: zodResolver(verifyEmailSchema),
    defaultValues: { email: params.get('email') ?? '', code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { token, user } = await verify.mutateAsync(values);
      if (!user) throw new Error(AUTH_MESSAGES.invalidCode);
      signIn(token, user);
      notify('success', 'Verified');
      // The role was asked on the form: straight on to its onboarding (docs/product/accounts.md "Registration").
      navigate(firstStepAfterSignUp(user.role), { replace: true });
    } catch (error) {
      const message = isApiError(error) && error.status === 429 ? error.message : AUTH_MESSAGES.invalidCode;
      setError('code', { type: 'server', message });
      notify('error', 'Verification failed', { description: message });
    }
  });

  const resend = async () => {
    const email = emailField.safeParse(getValues('email'));
    if (!email.success) {
      setError('email', { type: 'manual', message: AUTH_MESSAGES.email }, { shouldFocus: true });
      return;
    }
    setResending(true);
    try {
      await resendCode.mutateAsync({ email: email.data });
      notify('success', 'Code sent');
      setWait(RESEND_WAIT_SECONDS);
    } catch {
      // A resend failure is silent: the person can simply ask again.
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title="Verify your email"
      description={`Enter the ${CODE_LENGTH}-digit code we sent to your email. It is valid for 15 minutes.`}
      footer={
        <Link to="/login" className={authLink}>
          Back to sign in
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Verify your email">
        <Field label="Email" error={errors.email?.message}>
          <EmailInput {...register('email')} />
        </Field>
        <Field label="Verification code" error={errors.code?.message}>
          <CodeInput {...register('code')} />
        </Field>
        <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel="Verifying…">
          Verify email
        </Button>
        <div className="flex flex-col items-center gap-1 text-center text-sm text-slate-600">
          <span>Did not get the code? Check your spam folder, or</span>
          <Button variant="ghost" onClick={resend} busy={resending} disabled={wait > 0}>
            Resend code
          </Button>
          {wait > 0 && (
            <span className="text-xs text-slate-600">
              You can ask for another code in {wait} s.
            </span>
          )}
        </div>
      </form>
    </AuthCard>
  );
}
