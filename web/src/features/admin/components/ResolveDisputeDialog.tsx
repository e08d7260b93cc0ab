import { formatPaise, type ResolveDisputeInput, type SessionDto } from '@ssb/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useResolveDispute } from '../api';

type Outcome = ResolveDisputeInput['outcome'];

const paidOf = (session: SessionDto) => (session.payment ? formatPaise(session.payment.amount - session.payment.refundedAmount) : 'nothing');

const COPY: Record<Outcome, { button: string; title: string; body: (s: SessionDto) => string; confirm: string; done: string }> = {
  refund: {
    button: 'Refund in full',
    title: 'Refund the mentee in full?',
    body: (s) => `${paidOf(s)} goes back to ${s.menteeName}. The session is cancelled and ${s.mentor.name} is not paid for it.`,
    confirm: 'Refund in full',
    done: 'Refund started',
  },
  complete: {
    button: 'Mark completed',
    title: 'Mark the session completed?',
    body: (s) => `The no-show report is set aside: ${s.mentor.name} is paid their share and ${s.menteeName} gets no refund.`,
    confirm: 'Mark completed',
    done: 'Session completed',
  },
};

/** One way of settling a no-show report, asked for again before it is done: neither can be undone. */
export function ResolveDisputeDialog({ session, outcome }: { session: SessionDto; outcome: Outcome }) {
  const [open, setOpen] = useState(false);
  const resolve = useResolveDispute();
  const copy = COPY[outcome];

  const confirm = async () => {
    try {
      await resolve.mutateAsync({ id: session.id, outcome });
      notify('success', copy.done, { description: session.title });
      setOpen(false);
    } catch {
      // Shown in the dialog (resolve.error), which stays open to try again or go back.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (resolve.isPending) return;
        if (next) resolve.reset();
        setOpen(next);
      }}
      trigger={
        <Button variant={outcome === 'refund' ? 'danger' : 'outline'} size="sm">
          {copy.button}
        </Button>
      }
      title={copy.title}
      description={session.title}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={resolve.isPending}>
              Back
            </Button>
          </DialogClose>
          <Button variant={outcome === 'refund' ? 'danger' : 'primary'} busy={resolve.isPending} busyLabel="Saving…" onClick={() => void confirm()}>
            {copy.confirm}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">{copy.body(session)}</p>
      {resolve.isError && (
        <Alert tone="danger" className="mt-3">
          {messageOf(resolve.error, 'The dispute could not be settled. Please try again.')}
        </Alert>
      )}
    </Dialog>
  );
}
