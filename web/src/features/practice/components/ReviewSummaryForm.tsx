import { REVIEW_LIMITS, submitReviewSchema } from '@ssb/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { isApiError, messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useReloadReview, useSubmitReview } from '../api';

const draftKey = (reviewId: string) => `review-summary:${reviewId}`;

function readDraft(reviewId: string): string {
  try {
    return localStorage.getItem(draftKey(reviewId)) ?? '';
  } catch {
    return '';
  }
}

function keepDraft(reviewId: string, text: string) {
  try {
    if (text) localStorage.setItem(draftKey(reviewId), text);
    else localStorage.removeItem(draftKey(reviewId));
  } catch {
    // Private mode or a full storage: the summary stays on screen, just not across a reload.
  }
}

/**
 * The summary and "Send review". The summary is kept on this device until it is sent (the API
 * takes it only with the send). `saveNotes` saves every note first: a note that fails stops the send.
 */
export function ReviewSummaryForm({ reviewId, aspirant, saveNotes }: { reviewId: string; aspirant: string; saveNotes: () => Promise<boolean> }) {
  const [summary, setSummary] = useState(() => readDraft(reviewId));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = useSubmitReview(reviewId);
  const reload = useReloadReview(reviewId);
  const length = summary.trim().length;

  const change = (text: string) => {
    setSummary(text);
    keepDraft(reviewId, text);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const checked = submitReviewSchema.safeParse({ summary });
    setFieldError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    setError(null);
    if (!checked.success) return;
    setSaving(true);
    try {
      if (!(await saveNotes())) {
        setError('A note was not saved (see the message under it). Fix it, then send the review again.');
        return;
      }
      await submit.mutateAsync(checked.data);
      keepDraft(reviewId, '');
      notify('success', `Review sent: ${aspirant} can read it now`);
    } catch (failure) {
      if (isApiError(failure) && failure.fields?.summary) setFieldError(failure.fields.summary);
      else setError(messageOf(failure));
      if (isApiError(failure) && failure.status === 409) reload();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void send(e)} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-primary-900">Summary</h2>
      {error && <Alert tone="danger">{error}</Alert>}
      <Field
        label="Your summary for the aspirant"
        required
        error={fieldError}
        hint={
          <>
            What they do well and what to work on, in {REVIEW_LIMITS.summary.min} to {REVIEW_LIMITS.summary.max} characters. Kept on this device until you send it.{' '}
            <span className={length > REVIEW_LIMITS.summary.max || (fieldError && length < REVIEW_LIMITS.summary.min) ? 'font-medium text-red-700' : 'text-slate-700'}>
              {length} / {REVIEW_LIMITS.summary.max}
            </span>
          </>
        }
      >
        <Textarea rows={6} value={summary} onChange={(e) => change(e.target.value)} />
      </Field>
      <p className="text-sm text-slate-600">Once sent, the review is final: {aspirant} is told and reads it beside their answers.</p>
      <div>
        <Button type="submit" variant="accent" busy={saving} busyLabel="Sending…">
          Send review
        </Button>
      </div>
    </form>
  );
}
