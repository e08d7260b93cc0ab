import { REVIEW_REPLY_MAX, reviewReplySchema } from '@ssb/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useReplyToReview } from '../api';

/** The coach's one reply to a review: checked with the server's contract; what was typed stays on an error. */
export function ReplyForm({ coachId, sessionId }: { coachId: string; sessionId: string }) {
  const reply = useReplyToReview(coachId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <div>
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          Reply
        </Button>
      </div>
    );
  }
  const submit = async () => {
    const checked = reviewReplySchema.safeParse({ text });
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(null);
    try {
      await reply.mutateAsync({ sessionId, text: checked.data.text });
      notify('success', 'Reply posted');
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'Could not post your reply');
    }
  };
  return (
    <form
      className="ml-3 flex flex-col gap-2 border-l-2 border-primary-200 pl-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label="Your reply" error={error ?? undefined} hint="Shown under the review; you can reply once.">
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
