import { missingGrades, OFFICER_LIKE_QUALITIES, PRACTICE_TESTS, REVIEW_STATUS_LABELS, type OfficerLikeQuality, type PracticeAttempt, type ReviewWithAttempt } from '@ssb/domain';
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
import { answerLabel, ReviewGradesForm, ReviewGradesView, type GradeDraft } from './ReviewGrades';
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

type Totals = { asked: number; answered: number; blank: number; cutShort: number };

/** Answered, blank and cut short: per test, and in all (a board day's four tests together). */
export function ReviewTotals({ attempts }: { attempts: readonly PracticeAttempt[] }) {
  const rows = attempts.flatMap((a) => (a.results ? [{ id: a.id, name: PRACTICE_TESTS[a.set.kind].short, ...a.results.summary }] : []));
  const all = rows.reduce<Totals>((sum, r) => ({ asked: sum.asked + r.asked, answered: sum.answered + r.answered, blank: sum.blank + r.blank, cutShort: sum.cutShort + r.cutShort }), { asked: 0, answered: 0, blank: 0, cutShort: 0 });
  const cell = 'px-2 py-1 text-right tabular-nums';
  return (
    <table className="w-full max-w-xl text-sm" aria-label="Totals">
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className="px-2 py-1 text-left font-medium">
            Test
          </th>
          <th scope="col" className={cell}>
            Answered
          </th>
          <th scope="col" className={cell}>
            Left blank
          </th>
          <th scope="col" className={cell}>
            Cut short
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-100">
            <th scope="row" className="px-2 py-1 text-left font-medium text-slate-900">
              {r.name}
            </th>
            <td className={cell}>
              {r.answered} / {r.asked}
            </td>
            <td className={cell}>{r.blank}</td>
            <td className={cell}>{r.cutShort}</td>
          </tr>
        ))}
        {rows.length > 1 && (
          <tr className="border-t-2 border-slate-200 font-semibold">
            <th scope="row" className="px-2 py-1 text-left">
              In all
            </th>
            <td className={cell}>
              {all.answered} / {all.asked}
            </td>
            <td className={cell}>{all.blank}</td>
            <td className={cell}>{all.cutShort}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/**
 * The reviewer's desk (docs/product/practice.md "Review"): the totals, each attempt (one, or a board
 * day's four) item by item with a note on each, the grades of the 15 qualities with their evidence,
 * then the summary and "Send review". Read only once sent, or once its time ran out.
 */
export function ReviewEditor({ data }: { data: ReviewWithAttempt }) {
  const { review, attempts } = data;
  const viewerId = useAuth().user?.id;
  // The aspirant and admins may open this page too: only the reviewer writes.
  const open = review.status === 'requested' && review.reviewer.id === viewerId;
  const saves = useRef(new Map<string, () => Promise<boolean>>());
  const [dirtyItems, setDirtyItems] = useState<ReadonlySet<string>>(new Set());
  const [graded, setGraded] = useState<Partial<Record<OfficerLikeQuality, number>>>(() => Object.fromEntries(review.grades.map((g) => [g.quality, g.grade])));

  const register = useCallback<NoteHooks['register']>((key, save) => {
    if (save) saves.current.set(key, save);
    else saves.current.delete(key);
  }, []);
  const onDirty = useCallback<NoteHooks['onDirty']>((key, dirty) => {
    setDirtyItems((current) => {
      if (current.has(key) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const onGrade = useCallback((quality: OfficerLikeQuality, draft: GradeDraft) => {
    setGraded((current) => {
      const next = { ...current };
      if (draft.grade === null) delete next[quality];
      else next[quality] = draft.grade;
      return next;
    });
  }, []);
  const hooks = useMemo(() => ({ register, onDirty }), [register, onDirty]);
  const saveNotes = async () => (await Promise.all([...saves.current.values()].map((save) => save()))).every(Boolean);
  const several = attempts.length > 1;

  return (
    <div className="flex flex-col gap-5">
      <ReviewFacts {...data} />
      {review.status === 'lapsed' && (
        <Alert tone="warning">
          {review.closedAt ? 'This review was closed unsent when your account was suspended.' : 'Its time ran out before it was sent, so this review is closed.'} Your notes stay here, read only.
        </Alert>
      )}
      <ReviewTotals attempts={attempts} />
      {review.status === 'done' && review.summary && (
        <section aria-labelledby="summary-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="summary-heading" className="text-lg font-semibold text-primary-900">
            Summary
          </h2>
          <p className="mt-1 whitespace-pre-wrap text-slate-900">{review.summary}</p>
        </section>
      )}
      {!open && review.grades.length > 0 && (
        <section aria-labelledby="grades-read-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="grades-read-heading" className="mb-2 text-lg font-semibold text-primary-900">
            Grades
          </h2>
          <ReviewGradesView grades={review.grades} selfGrades={review.selfGrades} label={(e) => answerLabel(attempts, e)} linkOf={(e) => `#answer-${e.attemptId}-${e.item}`} />
        </section>
      )}
      {open && (
        <p className="text-sm text-slate-600">
          Comment on any answer and mark the qualities it shows. A comment is saved when you leave its box, a quality as you mark it. Then grade the 15 qualities below, each with the answers behind it.
        </p>
      )}
      {attempts.map((attempt) => {
        const kind = attempt.set.kind;
        const items = attempt.results?.items ?? [];
        const notes = notesByItem(review.notes, attempt.id);
        return (
          <section key={attempt.id} aria-label={`${PRACTICE_TESTS[kind].short}: ${attempt.set.title}`} className="flex flex-col gap-3">
            {several && (
              <h2 className="text-lg font-semibold text-primary-900">
                {PRACTICE_TESTS[kind].name} <span className="font-normal text-slate-600">· {attempt.set.title}</span>
              </h2>
            )}
            {open && <p className="text-sm text-slate-600">{PRACTICE_TESTS[kind].what}</p>}
            {items.length === 0 ? (
              <EmptyState title="No answers to show" description="This attempt has no results to review." />
            ) : (
              <ol className="flex flex-col gap-3" aria-label={several ? `${PRACTICE_TESTS[kind].short}, item by item` : 'The attempt, item by item'}>
                {items.map((item) =>
                  open ? (
                    <ReviewItemEditor key={item.item} reviewId={review.id} attemptId={attempt.id} kind={kind} item={item} note={notes.get(item.item)} hooks={hooks} />
                  ) : (
                    <li key={item.item} id={`answer-${attempt.id}-${item.item}`} className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4">
                      <ItemPrompt item={item} />
                      <ItemAnswers kind={kind} item={item} chosenLabel="their choice" />
                      {notes.get(item.item) && <ReviewNoteView note={notes.get(item.item)!} />}
                    </li>
                  ),
                )}
              </ol>
            )}
          </section>
        );
      })}
      {open && <ReviewGradesForm reviewId={review.id} attempts={attempts} grades={review.grades} onChange={onGrade} />}
      {open && <ReviewSummaryForm reviewId={review.id} aspirant={review.aspirant.name} saveNotes={saveNotes} ungraded={missingGrades(graded, OFFICER_LIKE_QUALITIES)} />}
      <UnsavedChangesPrompt when={open && dirtyItems.size > 0} />
    </div>
  );
}
