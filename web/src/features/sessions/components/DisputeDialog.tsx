import { LocalDate } from '../../../components/ui/LocalDate';
import { disputeSchema, DISPUTE_REASON_MAX } from '@ssb/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { messageOf } from '../../../lib/api';
import { contractResolver } from '../../../lib/contractResolver';
import { notify } from '../../../lib/notify';
import { useDisputeSession, type Session } from '../api';

interface DisputeFormValues {
  reason: string;
}

const toPayload = (values: DisputeFormValues) => (values.reason.trim() ? { reason: values.reason } : {});
const resolver = contractResolver<DisputeFormValues>(disputeSchema, toPayload, ['reason']);

/** "Report a no-show": the mentee says the coach did not come; an admin then refunds or completes the session. */
export function DisputeDialog({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  const dispute = useDisputeSession();
  const { register, handleSubmit, reset, formState } = useForm<DisputeFormValues>({ resolver, defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await dispute.mutateAsync({ id: session.id, ...toPayload(values) });
      notify('success', 'No-show reported', { description: 'An admin will look into it and refund you or complete the session.' });
      setOpen(false);
      reset();
    } catch (error) {
      notify('error', 'Report failed', { description: messageOf(error, 'Could not send the report. Please try again.') });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !dispute.isPending && setOpen(next)}
      trigger={<Button variant="outline">Report a no-show</Button>}
      title="Report that the coach did not come"
      description="The session is put on hold until an admin settles it: a full refund if the coach missed it, otherwise it counts as completed."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={dispute.isPending}>
              Back
            </Button>
          </DialogClose>
          <Button variant="danger" type="submit" form="dispute-form" busy={dispute.isPending} busyLabel="Sending…">
            Report a no-show
          </Button>
        </>
      }
    >
      <form id="dispute-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field label="What happened?" hint="Optional" error={formState.errors.reason?.message}>
          <Textarea rows={3} maxLength={DISPUTE_REASON_MAX} {...register('reason')} placeholder="e.g. I waited in the meeting for 20 minutes" />
        </Field>
      </form>
    </Dialog>
  );
}

/** What a disputed session's page says while an admin settles it. */
export function DisputeNotice({ session }: { session: Session }) {
  return (
    <section className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <h2 className="mb-1 font-semibold">No-show reported</h2>
      <p className="text-sm">
        {session.disputedAt && (
          <>
            Reported on <LocalDate iso={session.disputedAt} withTime />.{' '}
          </>
        )}
        An admin will refund the mentee in full or complete the session.
      </p>
      {session.disputeReason && <p className="mt-1 text-sm">“{session.disputeReason}”</p>}
    </section>
  );
}
