import { PRACTICE_TEST_KINDS, PRACTICE_TESTS, REVIEW_STATUS_LABELS, type PracticeProgress } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { LocalDate } from '../../../components/ui/LocalDate';
import { ProgressBar } from './ProgressBar';
import { REVIEW_STATUS_TONE } from '../reviewHelpers';

type ProgressAttempt = PracticeProgress['attempts'][number];

function AttemptRow({ attempt }: { attempt: ProgressAttempt }) {
  const { answered, asked } = attempt.summary;
  return (
    <li>
      <Link to={`/practice/attempts/${attempt.id}`} className="flex flex-col gap-1.5 px-4 py-3 hover:bg-slate-50">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <LocalDate iso={attempt.startedAt} className="font-medium text-primary-900" />
          <span className="min-w-0 grow basis-40 text-slate-700">{attempt.set.title}</span>
          {attempt.reviewStatus && <Badge tone={REVIEW_STATUS_TONE[attempt.reviewStatus]}>{REVIEW_STATUS_LABELS[attempt.reviewStatus]}</Badge>}
        </span>
        <span className="grid gap-1 text-sm text-slate-700 sm:flex sm:items-center sm:gap-3">
          <ProgressBar value={answered} of={asked} className="sm:max-w-xs" />
          <span className="shrink-0">
            {answered} of {asked} completed within time
          </span>
        </span>
        {attempt.score && (
          <span className="grid gap-1 text-sm text-slate-700 sm:flex sm:items-center sm:gap-3">
            <ProgressBar value={attempt.score.right} of={attempt.score.of} tone="success" className="sm:max-w-xs" />
            <span className="shrink-0">
              Score {attempt.score.right} of {attempt.score.of}
            </span>
          </span>
        )}
      </Link>
    </li>
  );
}

/** The aspirant's full attempts by test, oldest first, so each test reads as a line of progress. */
export function AttemptsOverTime({ attempts }: { attempts: ProgressAttempt[] }) {
  const sorted = [...attempts].sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
  return (
    <div className="flex flex-col gap-5">
      {PRACTICE_TEST_KINDS.filter((kind) => sorted.some((a) => a.set.kind === kind)).map((kind) => (
        <div key={kind} className="flex flex-col gap-2">
          <h3 className="font-semibold text-primary-900">
            {PRACTICE_TESTS[kind].short} <span className="font-normal text-slate-600">· {PRACTICE_TESTS[kind].name}</span>
          </h3>
          <ol aria-label={`${PRACTICE_TESTS[kind].short} attempts`} className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {sorted
              .filter((a) => a.set.kind === kind)
              .map((attempt) => (
                <AttemptRow key={attempt.id} attempt={attempt} />
              ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
