import { ACCOUNT_DATA_MESSAGES, deleteAccountSchema } from '@ssb/domain';
import { useId, useState } from 'react';
import { Link } from '../../../lib/router';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { EXPORT_URL, useDeleteAccount } from '../api';

/** "Delete my account": typed DELETE and the password; what the person typed stays on a refusal. */
function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const { signOut } = useAuth();
  const remove = useDeleteAccount();
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ confirm?: string; password?: string; form?: string }>({});

  const submit = async () => {
    const input = { confirm, ...(hasPassword ? { password } : {}) };
    const checked = deleteAccountSchema.safeParse(input);
    const passwordMissing = hasPassword && !password;
    if (!checked.success || passwordMissing) {
      setErrors({ confirm: checked.success ? undefined : ACCOUNT_DATA_MESSAGES.typeDelete, password: passwordMissing ? ACCOUNT_DATA_MESSAGES.passwordNeeded : undefined });
      return;
    }
    setErrors({});
    try {
      await remove.mutateAsync(checked.data);
      notify('success', 'Your account is deleted', { description: 'Thank you for preparing with us. Good luck at the board.' });
      await signOut();
    } catch (failure) {
      if (isApiError(failure) && failure.fields) setErrors({ confirm: failure.fields.confirm, password: failure.fields.password });
      else setErrors({ form: isApiError(failure) ? failure.message : 'Your account could not be deleted. Please try again.' });
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {errors.form && <Alert tone="danger">{errors.form}</Alert>}
      <Field label="Type DELETE to confirm" required error={errors.confirm}>
        <Input autoComplete="off" autoCapitalize="characters" value={confirm} onChange={(e) => {
            setConfirm(e.target.value);
            setErrors((shown) => ({ ...shown, confirm: undefined }));
          }} />
      </Field>
      {hasPassword && (
        <Field label="Your password" required error={errors.password}>
          <PasswordInput autoComplete="current-password" value={password} onChange={(e) => {
              setPassword(e.target.value);
              setErrors((shown) => ({ ...shown, password: undefined }));
            }} />
        </Field>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={remove.isPending}>
            Keep my account
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" busy={remove.isPending} busyLabel="Deleting…">
          Delete my account
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings, "Your data" (docs/product/accounts.md "Your data"): download everything stored about
 * oneself, or delete the account (DPDP Act 2023, docs/product/business-pages.md).
 */
export function YourDataSection() {
  const { user } = useAuth();
  const id = useId();
  // A Google-only account has no password to ask for.
  const hasPassword = user?.hasPassword !== false;
  return (
    <section aria-labelledby={id} className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">
        What we keep and why is in the <Link to="/privacy" className="font-medium text-primary-700 underline">Privacy policy</Link>.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a href={EXPORT_URL} download className={buttonClasses({ variant: 'outline' })}>
          Download my data
        </a>
        <Dialog
          trigger={
            <Button variant="outline" className="text-red-700">
              Delete my account
            </Button>
          }
          title="Delete your account?"
          description="Your profile, photo, posts, resources, the words of your reviews, your notifications and mails are erased now; this cannot be undone. Sessions stay with the other person as 'Deleted user', and payment records are kept without your name, as the law requires. Cancel any session still to come first."
        >
          <DeleteAccountForm hasPassword={hasPassword} />
        </Dialog>
      </div>
    </section>
  );
}
