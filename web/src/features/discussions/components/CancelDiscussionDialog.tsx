import { moderationReasonSchema, type Discussion } from '@ssb/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { useCheckedSubmit } from '../../../lib/useCheckedSubmit';
import { useCancelDiscussion } from '../api';

/** An admin cancels a discussion with the reason every attendee is told (docs/product/content.md "Cancelling"). */
export function CancelDiscussionDialog({ discussion }: { discussion: Pick<Discussion, 'id' | 'title' | 'attendeeCount'> }) {
  const cancel = useCancelDiscussion();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const checked = useCheckedSubmit(moderationReasonSchema, (input) => cancel.mutateAsync({ id: discussion.id, reason: input.reason }), {
    done: 'Discussion cancelled; attendees are told',
    failed: 'Could not cancel the discussion',
  });
  const who = discussion.attendeeCount === 1 ? 'The 1 person who joined is' : `The ${discussion.attendeeCount} people who joined are`;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="ghost" className="text-red-700">
          Cancel<span className="sr-only"> {discussion.title}</span>
        </Button>
      }
      title={`Cancel “${discussion.title}”?`}
      description={`It leaves the list. ${discussion.attendeeCount > 0 ? `${who} told by mail and in the app, with your reason.` : 'Nobody has joined yet.'}`}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void checked.submit({ reason }).then((sent) => sent && setOpen(false));
        }}
      >
        <Field label="Reason" required error={checked.error ?? undefined} hint="Attendees read this.">
          <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={cancel.isPending}>
              Keep it
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" busy={cancel.isPending} busyLabel="Cancelling…">
            Cancel discussion
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
