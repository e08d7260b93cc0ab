import { editReviewSchema, REVIEW_EDIT_DAYS } from '@ssb/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { useCheckedSubmit } from '../../../lib/useCheckedSubmit';
import { StarInput } from '../../sessions/components/RatingEntry';
import { useEditReview } from '../api';

/** The mentee's own review, editable for 7 days after posting (docs/product/reviews.md). */
export function EditReviewForm({ session }: { session: { id: string; mentorId: { id: string }; menteeRating: number; menteeFeedback: string | null } }) {
  const edit = useEditReview(session.mentorId.id);
  const checked = useCheckedSubmit(editReviewSchema, (input) => edit.mutateAsync({ sessionId: session.id, ...input }), {
    done: 'Review updated',
    failed: 'Could not update your review',
  });
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(session.menteeRating);
  const [text, setText] = useState(session.menteeFeedback ?? '');
  if (!open) {
    return (
      <Button variant="outline" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        Edit review
      </Button>
    );
  }
  const submit = async () => {
    if (await checked.submit({ menteeRating: rating, menteeFeedback: text })) setOpen(false);
  };
  return (
    <form
      className="mt-3 flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <StarInput value={rating} onChange={setRating} label="Your rating" />
      <Field label="Your review" error={checked.error ?? undefined} hint={`You can change it for ${REVIEW_EDIT_DAYS} days after posting.`}>
        <Textarea rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={edit.isPending} busyLabel="Saving…">
          Save review
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
