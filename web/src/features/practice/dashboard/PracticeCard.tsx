import { PRACTICE_TESTS, type AttemptListItem } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LocalDate } from '../../../components/ui/LocalDate';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { useMyAttempts } from '../api';
import { lastResult, suggestNextTest } from './suggestion';

const linkClass = 'inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline-offset-2 hover:underline';

/** "55 of 60 answered", or for OIR "Score 29 of 40". */
function resultLine(attempt: AttemptListItem): string | null {
  if (attempt.score) return `Score ${attempt.score.right} of ${attempt.score.of}`;
  if (attempt.summary) return `${attempt.summary.answered} of ${attempt.summary.asked} answered`;
  return null;
}

function LastResult({ attempt }: { attempt: AttemptListItem | null }) {
  if (!attempt) {
    return (
      <div>
        <h3 className="text-sm font-medium text-slate-600">Last result</h3>
        <p className="mt-1 text-slate-700">You have not sat a test yet</p>
      </div>
    );
  }
  const test = PRACTICE_TESTS[attempt.set.kind];
  const line = resultLine(attempt);
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-600">Last result</h3>
      <p className="mt-1 font-semibold text-primary-900">
        {test.short} <span className="font-normal text-slate-600">· </span>
        <LocalDate iso={attempt.startedAt} className="font-normal text-slate-600" />
      </p>
      {line && <p className="text-2xl font-bold text-primary-900 tabular-nums">{line}</p>}
      <div className="flex flex-wrap gap-x-4">
        <Link to={`/practice/attempts/${attempt.id}`} className={linkClass}>
          See your {test.short} results
        </Link>
        <Link to="/practice/progress" className={linkClass}>
          Your progress
        </Link>
      </div>
    </div>
  );
}

function CardSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
      <span className="sr-only">Loading your practice tests</span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-11 w-36" />
      </div>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-4 w-32" />
      </div>
    </div>
  );
}

/**
 * The aspirant's practice at a glance on the dashboard home: the test to sit next (suggestNextTest)
 * with the way to the studio, and the last full attempt's result with a link to it.
 */
export function PracticeCard() {
  const attempts = useMyAttempts(true);
  let body;
  if (attempts.isPending) {
    body = <CardSkeleton />;
  } else if (attempts.isError) {
    body = (
      <ErrorState
        title="Could not load your practice tests"
        message={messageOf(attempts.error, 'Please check your connection and try again.')}
        onRetry={() => void attempts.refetch()}
        retrying={attempts.isFetching}
      />
    );
  } else {
    const next = PRACTICE_TESTS[suggestNextTest(attempts.data)];
    body = (
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-6">
        <div>
          <h3 className="text-sm font-medium text-slate-600">Suggested next</h3>
          <p className="mt-1 font-semibold text-primary-900">
            {next.name} ({next.short})
          </p>
          <p className="mt-1 text-sm text-slate-600">{next.what}</p>
          <Link to="/practice" className={buttonClasses({ variant: 'accent', size: 'sm', className: 'mt-3' })}>
            Practise {next.short}
          </Link>
        </div>
        <LastResult attempt={lastResult(attempts.data)} />
      </div>
    );
  }
  return (
    <section aria-labelledby="practice-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="practice-heading" className="mb-3 text-lg font-semibold text-primary-900">
        Practice tests
      </h2>
      {body}
    </section>
  );
}
