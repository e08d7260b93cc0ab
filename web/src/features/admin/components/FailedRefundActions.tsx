import { formatPaise, refundedByHandSchema, type AdminRefundDto } from '@ssb/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { contractResolver } from '../../../lib/contractResolver';
import { isApiError, messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { setServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useMarkRefundedByHand, useRetryRefund } from '../api';

type ByHandValues = { reference: string };
const BY_HAND_FIELDS = ['reference'] as const;
const byHandResolver = contractResolver<ByHandValues>(refundedByHandSchema, (v) => v, BY_HAND_FIELDS);

/** "Retry": the refund is decided again and the next money sweep sends it (docs/product/money.md "Cancellation and refunds"). */
function RetryRefund({ refund }: { refund: AdminRefundDto }) {
  const retry = useRetryRefund();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          Retry<span className="sr-only"> the refund of {formatPaise(refund.amount)} to {refund.menteeName}</span>
        </Button>
      }
      title="Send this refund again?"
      description={`${formatPaise(refund.amount)} to ${refund.menteeName} goes to the payment service again within a minute, with its attempts counted from zero.`}
      keepLabel="Back"
      confirmLabel="Retry the refund"
      busy={retry.isPending}
      onConfirm={(close) => {
        retry.mutate(refund.id, {
          onSuccess: () => {
            notify('success', 'Refund sent again', { description: `${formatPaise(refund.amount)} to ${refund.menteeName}` });
            close();
          },
          onError: (error) => notify('error', 'The refund was not retried', { description: messageOf(error, 'Please try again.') }),
        });
      }}
    />
  );
}

function RefundedByHandForm({ refund, onDone }: { refund: AdminRefundDto; onDone: () => void }) {
  const mark = useMarkRefundedByHand();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ByHandValues>({ resolver: byHandResolver, defaultValues: { reference: '' } });
  const onSubmit = handleSubmit(async ({ reference }) => {
    setRefusal(null);
    try {
      await mark.mutateAsync({ id: refund.id, reference });
      notify('success', 'Refund recorded as paid by hand', { description: `${formatPaise(refund.amount)} to ${refund.menteeName}, reference ${reference.trim()}` });
      onDone();
    } catch (error) {
      if (setServerFieldErrors(error, BY_HAND_FIELDS, setError, { focus: true })) return;
      setRefusal(isApiError(error) && error.status === 409 ? error.message : messageOf(error, 'The refund could not be recorded. Please try again.'));
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Field label="Reference" required error={formState.errors.reference?.message} hint="The bank or UPI reference of the money you sent">
        <Input autoComplete="off" {...register('reference')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" type="button" disabled={mark.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" busy={mark.isPending} busyLabel="Saving…">
          Mark refunded by hand
        </Button>
      </div>
    </form>
  );
}

/** "Refunded by hand": the admin paid the money back outside the payment service and gives its reference. */
function RefundedByHand({ refund }: { refund: AdminRefundDto }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          Refunded by hand<span className="sr-only"> ({formatPaise(refund.amount)} to {refund.menteeName})</span>
        </Button>
      }
      title={`${formatPaise(refund.amount)} refunded by hand to ${refund.menteeName}`}
      description="Record a refund you made from the bank or by UPI. The payment service will not send this refund, and the aspirant is told."
    >
      <RefundedByHandForm refund={refund} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

/** What an admin can do about a refund: a failed one is retried or recorded as refunded by hand; one refunded by hand shows its reference. */
export function RefundActions({ refund }: { refund: AdminRefundDto }) {
  if (refund.status === 'refunded_by_hand') return <span className="text-slate-700">Reference {refund.manualReference}</span>;
  if (refund.status !== 'failed') return <span className="text-slate-500">None needed</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <RetryRefund refund={refund} />
      <RefundedByHand refund={refund} />
    </div>
  );
}
