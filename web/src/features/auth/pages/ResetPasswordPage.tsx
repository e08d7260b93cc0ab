import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, CODE_LENGTH, PASSWORD_MIN, resetPasswordSchema, type ResetPasswordInput } from '@ssb/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { isApiError } from '../../../lib/api';
import { setServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useResetPassword, withEmail } from '../api';
import { AuthCard, authLink } from '../components/AuthCard';
import { CodeInput, EmailInput } from '../components/AuthInputs';

type FormField = keyof ResetPasswordInput;
const FORM_FIELDS: readonly FormField[] = ['email', 'code', 'newPassword'];

/** /reset-password (docs/product/accounts.md "Password reset"). */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email: params.get('email') ?? '', code: '', newPassword: '' },
  });
  const email = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync(values);
      notify('success', 'Password reset', { description: 'Sign in with your new password.' });
      navigate(withEmail('/login', values.email), { replace: true });
    } catch (error) {
      const tooMany = isApiError(error) && error.status === 429;
      setServerFieldErrors(error, FORM_FIELDS, setError);
      notify('error', 'Reset failed', { description: tooMany ? error.message : AUTH_MESSAGES.invalidReset });
    }
  });

  return (
    <AuthCard
      title="Reset your password"
      description={`Enter the ${CODE_LENGTH}-digit code from your email and choose a new password.`}
      footer={
        <>
          No code?{' '}
          <Link to={withEmail('/forgot-password', email)} className={authLink}>
            Send a new one
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset your password">
        <Field label="Email" error={errors.email?.message}>
          <EmailInput {...register('email')} />
        </Field>
        <Field label="Reset code" error={errors.code?.message}>
          <CodeInput {...register('code')} />
        </Field>
        <Field label="New password" error={errors.newPassword?.message} hint={errors.newPassword ? undefined : `At least ${PASSWORD_MIN} characters.`}>
          <PasswordInput autoComplete="new-password" {...register('newPassword')} />
        </Field>
        <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel="Saving…">
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
