import { zodResolver } from '@hookform/resolvers/zod';
import { INDIAN_STATES, PAYOUT_ACCOUNT_MESSAGES as M, payoutAccountInputSchema, type PayoutAccountDetails, type PayoutAccountInput, type PayoutAccountValues } from '@ssb/domain';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { RadioCard, RadioGroup } from '../../../components/ui/RadioGroup';
import { Select } from '../../../components/ui/Select';
import { messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { setServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useSavePayoutAccount } from './api';

const FIELDS: readonly Path<PayoutAccountInput>[] = ['legalName', 'pan', 'method', 'accountNumber', 'ifsc', 'upiId', 'phone', 'street', 'city', 'pinCode', 'stateCode', 'gstin'];

function defaultsOf(account: PayoutAccountDetails | null): PayoutAccountInput {
  return {
    legalName: account?.legalName ?? '',
    pan: '',
    method: account?.method ?? 'bank',
    accountNumber: '',
    ifsc: account?.ifsc ?? '',
    upiId: account?.upiId ?? '',
    phone: account?.phone ?? '',
    street: account?.street ?? '',
    city: account?.city ?? '',
    pinCode: account?.pinCode ?? '',
    stateCode: (account?.stateCode ?? '') as PayoutAccountInput['stateCode'],
    gstin: '',
    noGstin: false,
  };
}

/**
 * The payout account's form (docs/product/money.md "Payout account"), checked with the server's own
 * contract before it is sent. A saved PAN, account number and GSTIN are never shown again: left
 * empty, they are kept.
 */
export function PayoutAccountForm({ account, onSaved }: { account: PayoutAccountDetails | null; onSaved?: () => void }) {
  const save = useSavePayoutAccount();
  const [refusal, setRefusal] = useState<string | null>(null);
  const saved = account !== null;
  const { register, control, handleSubmit, setError, watch, formState } = useForm<PayoutAccountInput, unknown, PayoutAccountValues>({
    resolver: zodResolver(payoutAccountInputSchema),
    defaultValues: defaultsOf(account),
  });
  const errors = formState.errors;
  const method = watch('method');
  const noGstin = watch('noGstin');

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    // Left empty, a saved PAN or account number is kept; with nothing saved there is nothing to keep.
    if (!saved && !values.pan) return setError('pan', { type: 'required', message: M.pan }, { shouldFocus: true });
    if (values.method === 'bank' && !values.accountNumber && !account?.accountNumberMasked) {
      return setError('accountNumber', { type: 'required', message: M.accountNumber }, { shouldFocus: true });
    }
    try {
      const answer = await save.mutateAsync(values);
      notify('success', 'Payout account saved', {
        description: answer.status === 'active' ? 'It is active: your earnings are sent to it.' : 'It is under review. We mailed you a note of the change.',
      });
      onSaved?.();
    } catch (failure) {
      if (setServerFieldErrors(failure, FIELDS, setError, { focus: true })) return;
      setRefusal(messageOf(failure, 'Your payout account could not be saved. Please try again.'));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5" aria-label="Payout account">
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Field label="Legal name" hint="As it is on your PAN card." error={errors.legalName?.message} required>
        <Input autoComplete="name" {...register('legalName')} />
      </Field>
      <Field
        label="PAN"
        hint={saved ? `Saved: ${account.panMasked}. Leave it empty to keep it.` : 'Ten characters, like ABCDE1234F.'}
        error={errors.pan?.message}
        required={!saved}
      >
        <Input autoComplete="off" spellCheck={false} className="uppercase" maxLength={12} {...register('pan')} />
      </Field>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Paid into</legend>
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={(v) => field.onChange(v as 'bank' | 'upi')} className="sm:grid-cols-2" aria-label="Paid into">
              <RadioCard value="bank" title="Bank account" description="Account number and IFSC" />
              <RadioCard value="upi" title="UPI id" description="Like yourname@okhdfcbank" />
            </RadioGroup>
          )}
        />
      </fieldset>
      {method === 'bank' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Account number"
            hint={saved && account.accountNumberMasked ? `Saved: ${account.accountNumberMasked}. Leave it empty to keep it.` : '9 to 18 digits.'}
            error={errors.accountNumber?.message}
            required={!(saved && account.accountNumberMasked)}
          >
            <Input inputMode="numeric" autoComplete="off" {...register('accountNumber')} />
          </Field>
          <Field label="IFSC" hint="Printed on your cheque book, like HDFC0001234." error={errors.ifsc?.message} required>
            <Input autoComplete="off" spellCheck={false} className="uppercase" maxLength={11} {...register('ifsc')} />
          </Field>
        </div>
      ) : (
        <Field label="UPI id" error={errors.upiId?.message} required>
          <Input autoComplete="off" spellCheck={false} {...register('upiId')} />
        </Field>
      )}

      <Field label="Mobile number" hint="Ten digits; the payment service may call you about the account." error={errors.phone?.message} required>
        <Input type="tel" inputMode="tel" autoComplete="tel-national" {...register('phone')} />
      </Field>
      <Field label="Street address" error={errors.street?.message} required>
        <Input autoComplete="street-address" {...register('street')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="City" error={errors.city?.message} required>
          <Input autoComplete="address-level2" {...register('city')} />
        </Field>
        <Field label="PIN code" error={errors.pinCode?.message} required>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={6} {...register('pinCode')} />
        </Field>
        <Field label="State" hint="Decides the GST on our fee." error={errors.stateCode?.message} required>
          <Controller
            control={control}
            name="stateCode"
            render={({ field }) => (
              <Select name={field.name} ref={field.ref} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}>
                <option value="">Choose…</option>
                {INDIAN_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </Select>
            )}
          />
        </Field>
      </div>
      <Field
        label="GSTIN (optional)"
        hint={saved && account.gstinMasked ? `Saved: ${account.gstinMasked}. Leave it empty to keep it.` : 'Only if you are registered for GST: 15 characters, like 27ABCDE1234F1Z5.'}
        error={errors.gstin?.message}
      >
        <Input autoComplete="off" spellCheck={false} className="uppercase" maxLength={15} disabled={noGstin} {...register('gstin')} />
      </Field>
      {saved && account.gstinMasked && (
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" {...register('noGstin')} /> I am no longer registered for GST: remove my GSTIN
        </label>
      )}
      <p className="text-sm text-slate-600">Saving sends your account for review, and we mail you a note of every change.</p>
      <Button type="submit" size="lg" busy={formState.isSubmitting} busyLabel="Saving…" className="self-start">
        {saved ? 'Save changes' : 'Save payout account'}
      </Button>
    </form>
  );
}
