import { PRACTICE_TESTS, type PracticeAttempt } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { LocalDate } from '../../../components/ui/LocalDate';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useAttemptReview } from '../api';
import { notesByItem } from '../reviewHelpers';
import { AttemptFeedback } from './AttemptFeedback';
import { ItemAnswers, ItemPrompt } from './ItemAnswers';
import { ReviewNoteView } from './ReviewNoteView';

type Results = NonNullable<PracticeAttempt['results']>;

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-2xl font-bold text-primary-900">{value}</p>
      <p className="text-sm text-slate-600">{label}</p>
    </div>
  );
}

/**
 * A finished attempt (docs/product/practice.md "Afterwards"): counts, the OIR score, feedback from an
 * assessor (full attempts only), and every item with its answers and, once reviewed, the reviewer's note.
 */
export function AttemptResults({ attempt }: { attempt: PracticeAttempt & { results: Results } }) {
  const { results } = attempt;
  const kind = attempt.set.kind;
  const test = PRACTICE_TESTS[kind];
  const review = useAttemptReview(attempt.id, !attempt.practiceRun);
  const written = review.data?.status === 'done' ? review.data : null;
  const notes = notesByItem(written?.notes ?? []);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageHeader
        eyebrow={
          <Link to="/practice" className="underline-offset-2 hover:underline">
            Practice studio
          </Link>
        }
        title={`${test.short} results`}
        description={
          <>
            {attempt.set.title}
            {attempt.practiceRun && ' (practice run)'} · by {attempt.set.author.name} · <LocalDate iso={attempt.startedAt} />
          </>
        }
        actions={
          <Link to="/practice" className={buttonClasses({ variant: 'outline' })}>
            Practise again
          </Link>
        }
      />
      <div className="mb-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {results.score && <Stat label="Score" value={`${results.score.right} / ${results.score.of}`} />}
        {results.oirRating !== null && <Stat label="OIR rating (1 is the best)" value={`${results.oirRating} of 5`} />}
        <Stat label="Answered" value={`${results.summary.answered} / ${results.summary.asked}`} />
        <Stat label="Left blank" value={results.summary.blank} />
        {!results.score && <Stat label="Cut short by the clock" value={results.summary.cutShort} />}
      </div>
      {!attempt.practiceRun && <AttemptFeedback attemptId={attempt.id} kind={kind} review={review} summary={attempt.results?.summary} />}
      <ol className="flex flex-col gap-3" aria-label="Your answers">
        {results.items.map((item) => {
          const note = notes.get(item.item);
          return (
            <li key={item.item} id={`item-${item.item + 1}`} className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4">
              <ItemPrompt item={item} />
              <ItemAnswers kind={kind} item={item} />
              {note && written && <ReviewNoteView note={note} reviewer={written.reviewer.name} />}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
