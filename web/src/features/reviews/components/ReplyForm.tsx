import { REVIEW_REPLY_MAX, reviewReplySchema } from '@ssb/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { useCheckedSubmit } from '../../../lib/useCheckedSubmit';
import { useReplyToReview } from '../api';

/** The coach's one reply to a review: checked with the server's contract; what was typed stays on an error. */
export function ReplyForm({ coachId, sessionId }: { coachId: string; sessionId: string }) {
  const reply = useReplyToReview(coachId);
  const checked = useCheckedSubmit(reviewReplySchema, (input) => reply.mutateAsync({ sessionId, text: input.text }), {
    done: 'Reply posted',
    failed: 'Could not post your reply',
  });
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  if (!open) {
    return (
      <div>
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          Reply
        </Button>
      </div>
    );
  }
  const submit = () => checked.submit({ text });
  return (
    <form
      className="ml-3 flex flex-col gap-2 border-l-2 border-primary-200 pl-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label="Your reply" error={checked.error ?? undefined} hint="Shown under the review; you can reply once.">
        <Textarea rows={3} maxLength={REVIEW_REPLY_MAX} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={reply.isPending} busyLabel="Posting…">
          Post reply
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
