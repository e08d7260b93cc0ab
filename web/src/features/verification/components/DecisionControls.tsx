import { verificationDecisionSchema, type QueuedApplication } from '@ssb/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { useCheckedSubmit } from '../../../lib/useCheckedSubmit';
import { useDecideVerification } from '../api';

/** Approve, or reject with a reason the coach reads (checked with the server's contract; the typed reason stays on an error). */
export function DecisionControls({ application }: { application: QueuedApplication }) {
  const decide = useDecideVerification();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const send = (decision: 'approve' | 'reject') => (input: { decision: 'approve' | 'reject'; reason?: string }) => decide.mutateAsync({ id: application.id, ...input, decision });
  const approve = useCheckedSubmit(verificationDecisionSchema, send('approve'), { done: `${application.coach.name} is verified`, failed: 'Could not approve' });
  const reject = useCheckedSubmit(verificationDecisionSchema, send('reject'), { done: `Told ${application.coach.name} why`, failed: 'Could not reject' });

  if (rejecting) {
    return (
      <form
        className="flex flex-col gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void reject.submit({ decision: 'reject', reason });
        }}
      >
        <Field label="Why is it rejected?" required error={reject.error ?? undefined} hint="The coach reads this in a mail and can apply again.">
          <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" size="sm" busy={decide.isPending} busyLabel="Rejecting…">
            Reject application
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setRejecting(false)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {approve.error && (
        <p role="alert" className="text-sm text-red-700">
          {approve.error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" busy={decide.isPending} busyLabel="Approving…" onClick={() => void approve.submit({ decision: 'approve' })}>
          Approve<span className="sr-only"> {application.coach.name}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
          Reject<span className="sr-only"> {application.coach.name}</span>
        </Button>
      </div>
    </div>
  );
}
