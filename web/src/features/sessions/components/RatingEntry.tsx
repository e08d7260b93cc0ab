import { plural, RATING_MAX } from '@ssb/domain';
import { useId, useState } from 'react';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { cn } from '../../../lib/cn';
import { useUpdateSession } from '../api';

const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z';

/** Five stars as a radio group (arrow keys move, Space picks), so it works without a mouse. */
export function StarInput({ value, onChange, label = 'Your rating' }: { value: number; onChange: (n: number) => void; label?: string }) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-1" onMouseLeave={() => setHover(0)}>
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHover(n)}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-700"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={plural(n, 'star', 'stars')}
            />
            <svg viewBox="0 0 20 20" className="size-8" aria-hidden="true">
              <path d={STAR} fill={n <= shown ? '#d97706' : '#cbd5e1'} />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Rating entry for a past session (docs/product/sessions.md "Ratings"): 1-5 stars required ('Please select a
 * rating / Choose 1-5 stars'), feedback optional; success 'Thanks for the feedback / Your rating was saved'.
 */
export function RatingEntry({ sessionId, onRated, className }: { sessionId: string; onRated?: () => void; className?: string }) {
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState('');
  const update = useUpdateSession();

  const submit = async () => {
    if (rating < 1 || rating > RATING_MAX) {
      notify('error', 'Please select a rating', { description: 'Choose 1-5 stars' });
      return;
    }
    try {
      await update.mutateAsync({ id: sessionId, menteeRating: rating, ...(feedback.trim() ? { menteeFeedback: feedback.trim() } : {}) });
      notify('success', 'Thanks for the feedback', { description: 'Your rating was saved' });
      onRated?.();
    } catch {
      notify('error', 'Save failed', { description: 'Could not save rating' });
    }
  };

  return (
    <form
      className={cn('flex flex-col gap-3', className)}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <StarInput value={rating} onChange={setRating} label="Rate this session" />
      <Field label="Feedback" hint="Optional">
        <Textarea rows={2} maxLength={2000} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
      </Field>
      <div>
        <Button type="submit" size="sm" busy={update.isPending} busyLabel="Saving…">
          Submit rating
        </Button>
      </div>
    </form>
  );
}
