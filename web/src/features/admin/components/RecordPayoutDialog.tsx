import { formatPaise, type CoachBalanceDto } from '@ssb/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import { isApiError, messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { setServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useRecordPayout } from '../api';
import { paiseToRupeesInput } from '../rupees';
import { PAYOUT_FIELDS, payoutPayload, payoutResolver, type PayoutFormValues } from './payoutForm';

function RecordPayoutForm({ balance, onDone }: { balance: CoachBalanceDto; onDone: () => void }) {
  const record = useRecordPayout();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<PayoutFormValues>({
    resolver: payoutResolver(balance.coachId),
    defaultValues: { amount: balance.payableByHand > 0 ? paiseToRupeesInput(balance.payableByHand) : '', reference: '', note: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const payout = await record.mutateAsync(payoutPayload(balance.coachId, values));
      notify('success', 'Payout recorded', { description: `${formatPaise(payout.amount)} to ${payout.coachName}, reference ${payout.reference}` });
      onDone();
    } catch (error) {
      if (setServerFieldErrors(error, PAYOUT_FIELDS, setError, { focus: true })) return;
      setRefusal(isApiError(error) && error.status === 409 ? error.message : messageOf(error, 'The payout could not be recorded. Please try again.'));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Payable by hand to {balance.coachName} now: <span className="font-semibold text-slate-900">{formatPaise(balance.payableByHand)}</span>
      </p>
      {(balance.pending > 0 || balance.inTransfers > 0) && (
        <p className="text-sm text-slate-600">
          Not included: {formatPaise(balance.pending)} pending (inside the no-show window) and {formatPaise(balance.inTransfers)} held in transfers.
        </p>
      )}
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Field label="Amount (₹)" required error={formState.errors.amount?.message} hint="In rupees, up to 2 decimals">
        <Input inputMode="decimal" autoComplete="off" {...register('amount')} />
      </Field>
      <Field label="Reference" required error={formState.errors.reference?.message} hint="The bank or UPI reference of the transfer">
        <Input autoComplete="off" {...register('reference')} />
      </Field>
      <Field label="Note" hint="Optional" error={formState.errors.note?.message}>
        <Textarea rows={2} {...register('note')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" type="button" disabled={record.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" busy={record.isPending} busyLabel="Recording…">
          Record payout
        </Button>
      </div>
    </form>
  );
}

/** "Record payout" for one coach: a transfer made outside the product, with its reference (docs/product/money.md "Earnings"). */
export function RecordPayoutDialog({ balance }: { balance: CoachBalanceDto }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" disabled={balance.payableByHand <= 0}>
          Record payout<span className="sr-only"> to {balance.coachName}</span>
        </Button>
      }
      title={`Record a payout to ${balance.coachName}`}
      description="Record a transfer you made from the bank or by UPI, up to what is payable by hand now. It lowers what the coach is owed."
    >
      <RecordPayoutForm balance={balance} onDone={() => setOpen(false)} />
    </Dialog>
  );
}
