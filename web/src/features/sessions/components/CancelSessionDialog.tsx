import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { REFUND_TIMING, refundNowText } from '../../payments/checkout/terms';
import { useUpdateSession, type Session } from '../api';

/** What cancelling does to the money, from the viewer's side, before they confirm. */
export function cancellationMoneyText(session: Session, viewerIsMentee: boolean): string | null {
  if (session.status === 'pending_payment') return 'Nothing has been paid yet. The held time is freed at once.';
  const refund = session.refundIfCancelledNow;
  const text = refundNowText(refund, session.price, viewerIsMentee ? '' : 'the mentee');
  if (!text) return null;
  return refund !== null && refund > 0 ? `${text}. ${REFUND_TIMING}` : `${text}.`;
}

/** "Cancel session" with a confirmation that states the refund the cancellation gives at this minute. */
export function CancelSessionDialog({ session, viewerIsMentee }: { session: Session; viewerIsMentee: boolean }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateSession();
  const pending = session.status === 'pending_payment';
  const money = cancellationMoneyText(session, viewerIsMentee);
  const cancel = async () => {
    try {
      await update.mutateAsync({ id: session.id, status: 'cancelled' });
      notify('success', 'Session updated', { description: 'The session was cancelled' });
      setOpen(false);
    } catch (error) {
      notify('error', 'Update failed', { description: isApiError(error) && error.status === 409 ? error.message : 'Could not update session' });
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">{pending ? 'Cancel booking' : 'Cancel session'}</Button>}
      title={pending ? 'Cancel this booking?' : 'Cancel this session?'}
      description="Both of you get an email, and the time becomes free for others. This cannot be undone."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{pending ? 'Keep booking' : 'Keep session'}</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => void cancel()} busy={update.isPending} busyLabel="Cancelling…">
            {pending ? 'Cancel booking' : 'Cancel session'}
          </Button>
        </>
      }
    >
      {money && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">{money}</p>}
    </Dialog>
  );
}
