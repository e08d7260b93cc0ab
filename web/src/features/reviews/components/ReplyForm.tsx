import { REVIEW_REPLY_MAX, reviewReplySchema } from '@ssb/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { useCheckedSubmit } from '../../../lib/useCheckedSubmit';
import { useReplyToReview } from '../api';

/**
 * The coach's one reply to a review, opened by `ReplyToReview`: checked with the server's contract; what
 * was typed stays on an error.
 */
export function ReplyForm({ coachId, sessionId, onCancel }: { coachId: string; sessionId: string; onCancel: () => void }) {
  const reply = useReplyToReview(coachId);
  const checked = useCheckedSubmit(reviewReplySchema, (input) => reply.mutateAsync({ sessionId, text: input.text }), {
    done: 'Reply posted',
    failed: 'Could not post your reply',
  });
  const [text, setText] = useState('');
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
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
