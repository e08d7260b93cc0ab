import { BATTERY_NAMES, BATTERY_TESTS, describeTiming, PRACTICE_TEST_KINDS, PRACTICE_TESTS, type BatteryStage, type PracticeSet, type PracticeTestKind } from '@ssb/domain';
import { useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { CardGridSkeleton } from '../../../components/ui/CardGridSkeleton';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LocalDate } from '../../../components/ui/LocalDate';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { useMyAttempts, useMyBatteries, usePracticeSets, useStartBattery } from '../api';
import { isSetsUsedUp } from '../startProblems';
import { AttemptHistory } from '../components/AttemptHistory';
import { SetCard, SetCardSkeleton } from '../components/SetCard';

function YourAttempts() {
  const attempts = useMyAttempts(true);
  if (attempts.isPending) return <Skeleton className="h-32 w-full rounded-xl" />;
  if (attempts.isError) return <ErrorState message={messageOf(attempts.error)} onRetry={() => void attempts.refetch()} retrying={attempts.isFetching} />;
  if (attempts.data.length === 0) return <EmptyState title="No attempts yet" description="Start with a short practice run: it takes a minute or two and shows how the screen works." />;
  return <AttemptHistory attempts={attempts.data} />;
}

const DAY_LENGTH: Record<BatteryStage, string> = { screening: 'About 45 minutes', psychology: 'About 2 hours' };

/** A board day to start: its tests in order; the day opens on its first test's instructions (no clock runs yet). */
function BoardDayCard({ stage }: { stage: BatteryStage }) {
  const navigate = useNavigate();
  const start = useStartBattery();
  const [usedUp, setUsedUp] = useState<string | null>(null);
  const begin = (repeat: boolean) => {
    setUsedUp(null);
    start.mutate(
      { stage, repeat },
      {
        onSuccess: (battery) => navigate(`/practice/board-days/${battery.id}`),
        onError: (error) => {
          if (isSetsUsedUp(error)) setUsedUp(messageOf(error));
          else notify('error', 'The board day did not start', { description: messageOf(error) });
        },
      },
    );
  };
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 sm:p-5">
      <h3 className="text-lg font-semibold text-primary-900">{BATTERY_NAMES[stage]}</h3>
      <p className="text-sm text-slate-700">
        {BATTERY_TESTS[stage].map((k) => PRACTICE_TESTS[k].short).join(', then ')}, back to back as at the board, with a short break between tests. {DAY_LENGTH[stage]}.
      </p>
      {usedUp && (
        <Alert tone="info">
          <p>{usedUp}</p>
          <Button className="mt-2" variant="outline" onClick={() => begin(true)} busy={start.isPending}>
            Sit the oldest again
          </Button>
        </Alert>
      )}
      <div className="mt-auto pt-1">
        <Button onClick={() => begin(false)} busy={start.isPending && !usedUp} busyLabel="Opening…">
          Begin the {stage} day
        </Button>
      </div>
    </article>
  );
}

function BoardDays() {
  const batteries = useMyBatteries(true);
  const open = batteries.data?.filter((b) => b.status !== 'finished') ?? [];
  const done = batteries.data?.filter((b) => b.status === 'finished').slice(0, 3) ?? [];
  return (
    <section className="mb-10" aria-labelledby="board-days">
      <h2 id="board-days" className="text-xl font-semibold text-primary-900">
        Board days
      </h2>
      <p className="mb-4 mt-1 text-slate-600">Sit a whole stage in one go, in the board's order and timing.</p>
      {(open.length > 0 || done.length > 0) && (
        <ul className="mb-4 flex flex-col gap-2">
          {[...open, ...done].map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2">
              <span className="text-sm text-slate-800">
                <span className="font-semibold">{BATTERY_NAMES[b.stage]}</span> · <LocalDate iso={b.startedAt} />
                {b.status !== 'finished' && b.step !== null && ` · test ${b.step + 1} of ${b.steps.length}`}
              </span>
              <Link to={`/practice/board-days/${b.id}`} className={buttonClasses({ variant: b.status === 'finished' ? 'outline' : 'primary', size: 'sm' })}>
                {b.status === 'finished' ? 'Results' : 'Continue'}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <BoardDayCard stage="screening" />
        <BoardDayCard stage="psychology" />
      </div>
    </section>
  );
}

/** One test: sit it (a set not sat yet, after its instructions), a short practice run, or choose a set. */
function TestSection({ kind, sets, signedIn }: { kind: PracticeTestKind; sets: PracticeSet[]; signedIn: boolean }) {
  const test = PRACTICE_TESTS[kind];
  return (
    <section className="mb-10" aria-labelledby={`test-${kind}`}>
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div>
          <h2 id={`test-${kind}`} className="text-xl font-semibold text-primary-900">
            {test.name} ({test.short})
          </h2>
          <p className="mt-1 text-slate-700">{test.what}</p>
          <p className="mt-1 text-sm text-slate-600">{describeTiming(kind, test.timing, test.items)}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {signedIn ? (
            <>
              <Link to={`/practice/tests/${kind}?run=1`} className={buttonClasses({ variant: 'outline' })}>
                Short practice run
              </Link>
              <Link to={`/practice/tests/${kind}`} className={buttonClasses()} aria-label={`Start the ${test.short}`}>
                Start
              </Link>
            </>
          ) : (
            <Link to="/login?next=%2Fpractice" className={buttonClasses({ variant: 'outline' })}>
              Sign in to start
            </Link>
          )}
        </div>
      </div>
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-primary-700">
          Choose a set ({sets.length})
        </summary>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sets.map((set) => (
            <SetCard key={set.id} set={set} signedIn={signedIn} />
          ))}
        </div>
      </details>
    </section>
  );
}

/**
 * /practice: the written tests as the board runs them (docs/product/practice.md): board days, each
 * test (started after its instructions), every published set, and the signed-in aspirant's attempts.
 */
export default function PracticePage() {
  const { isSignedIn } = useAuth();
  const sets = usePracticeSets();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Practice studio"
        description="Sit the SSB's written tests under the board's timing, on a clock you cannot stop. Each test begins with the board's instructions; your answers are kept on your phone as you type and sent as soon as the connection allows."
      />
      {isSignedIn && <BoardDays />}
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
          <TestSection key={kind} kind={kind} sets={sets.data.filter((s) => s.kind === kind)} signedIn={isSignedIn} />
        ))
      )}
    </div>
  );
}
