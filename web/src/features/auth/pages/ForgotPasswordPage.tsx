import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type EmailOnlyInput } from '@ssb/domain';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { isApiError } from '../../../lib/api';
import { useForgotPassword, withEmail } from '../api';
import { AuthCard, authLink } from '../components/AuthCard';
import { EmailInput } from '../components/AuthInputs';

/** /forgot-password (docs/product/accounts.md "Password reset"). */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const forgotPassword = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: params.get('email') ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgotPassword.mutateAsync(values);
      notify('success', 'Check your email', { description: 'We sent a reset code if the email exists.' });
      navigate(withEmail('/reset-password', values.email));
    } catch (error) {
      notify('error', 'Error', { description: isApiError(error) && error.status === 429 ? error.message : 'Failed to send reset code' });
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with. We will send you a code to set a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={authLink}>
            Back to sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Send a reset code">
        <Field label="Email" error={errors.email?.message}>
          <EmailInput {...register('email')} />
        </Field>
        <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel="Sending…">
          Send reset code
        </Button>
      </form>
    </AuthCard>
  );
}
