import { PRACTICE_TESTS, REVIEW_STATUS_LABELS, type ReviewWithAttempt } from '@ssb/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { UnsavedChangesPrompt } from '../../../components/forms/UnsavedChangesPrompt';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LocalDate } from '../../../components/ui/LocalDate';
import { useAuth } from '../../../lib/auth';
import { notesByItem, REVIEW_STATUS_TONE } from '../reviewHelpers';
import { ItemAnswers, ItemPrompt } from './ItemAnswers';
import { ReviewItemEditor, type NoteHooks } from './ReviewItemEditor';
import { ReviewNoteView } from './ReviewNoteView';
import { ReviewSummaryForm } from './ReviewSummaryForm';

function ReviewFacts({ review }: ReviewWithAttempt) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <Badge tone={REVIEW_STATUS_TONE[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</Badge>
      <span>
        Requested <LocalDate iso={review.requestedAt} withTime />
      </span>
      {review.status === 'requested' && (
        <span className="font-medium text-primary-900">
          Due by <LocalDate iso={review.dueAt} withTime />
        </span>
      )}
      {review.submittedAt && (
        <span>
          Sent <LocalDate iso={review.submittedAt} withTime />
        </span>
      )}
    </div>
  );
}

/**
 * The reviewer's desk (docs/product/practice.md "Review"): the attempt item by item with a note
 * on each, then the summary and "Send review". Read only once sent, or once its time ran out.
 */
export function ReviewEditor({ data }: { data: ReviewWithAttempt }) {
  const { review, attempt } = data;
  const kind = review.set.kind;
  const viewerId = useAuth().user?.id;
  // The aspirant and admins may open this page too: only the reviewer writes.
  const open = review.status === 'requested' && review.reviewer.id === viewerId;
  const notes = useMemo(() => notesByItem(review.notes), [review.notes]);
  const saves = useRef(new Map<number, () => Promise<boolean>>());
  const [dirtyItems, setDirtyItems] = useState<ReadonlySet<number>>(new Set());

  const register = useCallback<NoteHooks['register']>((item, save) => {
    if (save) saves.current.set(item, save);
    else saves.current.delete(item);
  }, []);
  const onDirty = useCallback<NoteHooks['onDirty']>((item, dirty) => {
    setDirtyItems((current) => {
      if (current.has(item) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(item);
      else next.delete(item);
      return next;
    });
  }, []);
  const hooks = useMemo(() => ({ register, onDirty }), [register, onDirty]);
  const saveNotes = async () => (await Promise.all([...saves.current.values()].map((save) => save()))).every(Boolean);

  const items = attempt.results?.items ?? [];
  return (
    <div className="flex flex-col gap-5">
      <ReviewFacts {...data} />
      {review.status === 'lapsed' && (
        <Alert tone="warning">
          {review.closedAt ? 'This review was closed unsent when your account was suspended.' : 'Its time ran out before it was sent, so this review is closed.'} Your notes stay here, read only.
        </Alert>
      )}
      {review.status === 'done' && review.summary && (
        <section aria-labelledby="summary-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="summary-heading" className="text-lg font-semibold text-primary-900">
            Summary
          </h2>
          <p className="mt-1 whitespace-pre-wrap text-slate-900">{review.summary}</p>
        </section>
      )}
      {open && (
        <p className="text-sm text-slate-600">
          Comment on any answer and mark the qualities it shows. A comment is saved when you leave its box, a quality as you mark it. {PRACTICE_TESTS[kind].what}
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState title="No answers to show" description="This attempt has no results to review." />
      ) : (
        <ol className="flex flex-col gap-3" aria-label="The attempt, item by item">
          {items.map((item) =>
            open ? (
              <ReviewItemEditor key={item.item} reviewId={review.id} kind={kind} item={item} note={notes.get(item.item)} hooks={hooks} />
            ) : (
              <li key={item.item} className="rounded-xl border border-slate-200 bg-white p-4">
                <ItemPrompt item={item} />
                <ItemAnswers kind={kind} item={item} chosenLabel="their choice" />
                {notes.get(item.item) && <ReviewNoteView note={notes.get(item.item)!} />}
              </li>
            ),
          )}
        </ol>
      )}
      {open && <ReviewSummaryForm reviewId={review.id} aspirant={review.aspirant.name} saveNotes={saveNotes} />}
      <UnsavedChangesPrompt when={open && dirtyItems.size > 0} />
    </div>
  );
}
