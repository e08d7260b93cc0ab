import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_MAX, PASSWORD_MIN, registerSchema, type RegisterInput } from '@ssb/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { Select } from '../../../components/ui/Select';
import { setServerFieldErrors } from '../../../lib/serverFieldErrors';
import { serverMessageOf, useRegister, withEmail } from '../api';
import { AuthCard, authLink } from '../components/AuthCard';
import { EmailInput } from '../components/AuthInputs';
import { AuthMethodTabs, SessionExpiredNotice } from '../components/AuthMethodTabs';

export const REGISTRATION_FAILED = 'Registration failed';

type FormField = keyof RegisterInput;
const FORM_FIELDS: readonly FormField[] = ['firstName', 'lastName', 'email', 'password', 'role'];

/** /register (docs/product/screens.md "Register", docs/product/accounts.md "Registration"). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const createAccount = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', role: 'mentee' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await createAccount.mutateAsync(values);
      notify('success', 'Almost there', { description: 'We sent a verification code to your email.' });
      navigate(withEmail('/verify-email', values.email));
    } catch (error) {
      setServerFieldErrors(error, FORM_FIELDS, setError);
      const message = serverMessageOf(error) ?? REGISTRATION_FAILED;
      setFailure(message);
      notify('error', 'Registration failed', { description: message });
    }
  });

  return (
    <AuthCard
      title="Create your account"
      description="Join aspirants and coaches preparing for the SSB."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLink}>
            Sign in
          </Link>
        </>
      }
    >
      <SessionExpiredNotice only={['session_expired_csrf']} />
      <AuthMethodTabs label="How to sign up" googleNote="You will choose mentee or mentor right after signing in.">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Create an account with email">
          {failure && <Alert tone="danger">{failure}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" error={errors.firstName?.message}>
              <Input autoComplete="given-name" maxLength={NAME_MAX + 10} {...register('firstName')} />
            </Field>
            <Field label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" maxLength={NAME_MAX + 10} {...register('lastName')} />
            </Field>
          </div>
          <Field label="Email" error={errors.email?.message}>
            <EmailInput {...register('email')} />
          </Field>
          <Field label="Password" error={errors.password?.message} hint={errors.password ? undefined : `At least ${PASSWORD_MIN} characters.`}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </Field>
          <Field label="Role" error={errors.role?.message} hint="Mentees book coaches; mentors coach aspirants.">
            <Select {...register('role')}>
              <option value="mentee">Mentee</option>
              <option value="mentor">Mentor</option>
            </Select>
          </Field>
          <p className="text-sm text-slate-600">
            By creating an account you agree to the{' '}
            <Link to="/terms" className="font-medium text-primary-700 underline">
              Terms of use
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" className="font-medium text-primary-700 underline">
              Privacy policy
            </Link>
            .
          </p>
          <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel="Creating account…">
            Create account
          </Button>
        </form>
      </AuthMethodTabs>
    </AuthCard>
  );
}
