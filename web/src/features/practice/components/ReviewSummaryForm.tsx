import { PRACTICE_MESSAGES, REVIEW_LIMITS, submitReviewSchema } from '@ssb/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
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

/** The words of the dialog before a review is sent. */
export const SEND_CONFIRMATION = 'Send the review? It is final: the aspirant is notified and you cannot change it.';

/**
 * The summary and "Send review". The summary is kept on this device until it is sent (the API
 * takes it only with the send). Sending needs every quality graded (`ungraded` lists those still to
 * grade) and is confirmed first; `saveNotes` saves every note then: a note that fails stops the send.
 */
export function ReviewSummaryForm({ reviewId, aspirant, saveNotes, ungraded = [] }: { reviewId: string; aspirant: string; saveNotes: () => Promise<boolean>; ungraded?: readonly string[] }) {
  const [confirming, setConfirming] = useState(false);
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

  /** "Send review": the summary and the grades checked here first, then the confirmation. */
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const checked = submitReviewSchema.safeParse({ summary });
    setFieldError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    setError(ungraded.length > 0 ? `${PRACTICE_MESSAGES.missingGrades}: ${ungraded.join(', ')} still to grade.` : null);
    if (!checked.success || ungraded.length > 0) return;
    setConfirming(true);
  };

  const send = async () => {
    const checked = submitReviewSchema.safeParse({ summary });
    if (!checked.success) return;
    setSaving(true);
    try {
      if (!(await saveNotes())) {
        setError('A note was not saved (see the message under it). Fix it, then send the review again.');
        return;
      }
      await submit.mutateAsync(checked.data);
      setConfirming(false);
      keepDraft(reviewId, '');
      notify('success', `Review sent: ${aspirant} can read it now`);
    } catch (failure) {
      setConfirming(false);
      if (isApiError(failure) && failure.fields?.summary) setFieldError(failure.fields.summary);
      else setError(isApiError(failure) && failure.fields?.grades ? failure.fields.grades : messageOf(failure));
      if (isApiError(failure) && failure.status === 409) reload();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={ask} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
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
      <p className="text-sm text-slate-600">
        Once sent, the review is final: {aspirant} is told and reads it beside their answers.{' '}
        {ungraded.length > 0 ? `${ungraded.length} of 15 qualities still to grade.` : 'All 15 qualities are graded.'}
      </p>
      <div>
        <Button type="submit" variant="accent" busy={saving} busyLabel="Sending…">
          Send review
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !saving && setConfirming(open)}
        title="Send the review?"
        description={SEND_CONFIRMATION}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={saving}>
                Not yet
              </Button>
            </DialogClose>
            <Button variant="accent" busy={saving} busyLabel="Sending…" onClick={() => void send()}>
              Send the review
            </Button>
          </>
        }
      />
    </form>
  );
}
