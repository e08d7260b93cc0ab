import { PRACTICE_TEST_KINDS, PRACTICE_TESTS } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { CardGridSkeleton } from '../../../components/ui/CardGridSkeleton';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useMyAttempts, usePracticeSets } from '../api';
import { AttemptHistory } from '../components/AttemptHistory';
import { SetCard, SetCardSkeleton } from '../components/SetCard';

function YourAttempts() {
  const attempts = useMyAttempts(true);
  if (attempts.isPending) return <Skeleton className="h-32 w-full rounded-xl" />;
  if (attempts.isError) return <ErrorState message={messageOf(attempts.error)} onRetry={() => void attempts.refetch()} retrying={attempts.isFetching} />;
  if (attempts.data.length === 0) return <EmptyState title="No attempts yet" description="Start with a short practice run: it takes a minute or two and shows how the screen works." />;
  return <AttemptHistory attempts={attempts.data} />;
}

/**
 * /practice: the written tests as the board runs them (docs/product/practice.md): every published set
 * by test, and the signed-in aspirant's attempts.
 */
export default function PracticePage() {
  const { isSignedIn } = useAuth();
  const sets = usePracticeSets();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Practice studio"
        description="Sit the SSB's written tests under the board's timing: one item at a time, a clock you cannot stop, no going back. Your answers are saved as you type."
      />
      {isSignedIn && (
        <section className="mb-10" aria-labelledby="your-attempts">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="your-attempts" className="text-xl font-semibold text-primary-900">
              Your attempts
            </h2>
            <Link to="/practice/progress" className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline-offset-2 hover:underline">
              Your progress
            </Link>
          </div>
          <YourAttempts />
        </section>
      )}
      {sets.isPending ? (
        <CardGridSkeleton label="Loading practice sets" count={3} Card={SetCardSkeleton} />
      ) : sets.isError ? (
        <ErrorState message={messageOf(sets.error)} onRetry={() => void sets.refetch()} retrying={sets.isFetching} />
      ) : sets.data.length === 0 ? (
        <EmptyState title="No practice sets yet" description="Coaches and psychologists are writing them. Come back soon." />
      ) : (
        PRACTICE_TEST_KINDS.filter((kind) => sets.data.some((s) => s.kind === kind)).map((kind) => (
          <section key={kind} className="mb-10" aria-labelledby={`test-${kind}`}>
            <h2 id={`test-${kind}`} className="text-xl font-semibold text-primary-900">
              {PRACTICE_TESTS[kind].name} ({PRACTICE_TESTS[kind].short})
            </h2>
            <p className="mb-4 mt-1 text-slate-600">{PRACTICE_TESTS[kind].what}</p>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {sets.data
                .filter((s) => s.kind === kind)
                .map((set) => (
                  <SetCard key={set.id} set={set} signedIn={isSignedIn} />
                ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
