import { PRACTICE_TEST_KINDS, PRACTICE_TESTS, type PracticeTestKind, type StartAttemptInput } from '@ssb/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { messageOf } from '../../../lib/api';
import { Link, useNavigate, useParams, useSearchParams } from '../../../lib/router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePracticeSets, useStartAttempt } from '../api';
import { isSetsUsedUp } from '../startProblems';
import { TestInstructions } from '../components/TestInstructions';

const isKind = (value: string): value is PracticeTestKind => (PRACTICE_TEST_KINDS as readonly string[]).includes(value);

/**
 * /practice/tests/{test}: the instructions before a test, then "I'm ready" starts it: a set of the
 * test the aspirant has not sat, or the set chosen from the list (`?set=`), a practice run with
 * `?run=1`. Once every set is used, the aspirant may sit the oldest again.
 */
export default function StartTestPage() {
  const { test = '' } = useParams();
  const [search] = useSearchParams();
  const setId = search.get('set');
  const practiceRun = search.get('run') === '1';
  const kind = isKind(test) ? test : null;
  usePageTitle(kind ? `${PRACTICE_TESTS[kind].short}: instructions` : 'Practice');
  const navigate = useNavigate();
  const start = useStartAttempt();
  const sets = usePracticeSets(kind ?? undefined);
  const [problem, setProblem] = useState<{ usedUp: boolean; message: string } | null>(null);

  if (!kind) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <EmptyState
          title="There is no such test"
          description="Choose a test from the practice studio."
          action={
            <Link to="/practice" className={buttonClasses()}>
              Go to the practice studio
            </Link>
          }
        />
      </div>
    );
  }

  const chosen = setId ? sets.data?.find((s) => s.id === setId) : undefined;
  const begin = (repeat = false) => {
    setProblem(null);
    const input: StartAttemptInput = setId ? { setId, practiceRun } : { test: kind, practiceRun, repeat };
    start.mutate(input, {
      onSuccess: (attempt) => navigate(`/practice/attempts/${attempt.id}`, { replace: true }),
      onError: (error) => {
        const usedUp = !setId && isSetsUsedUp(error);
        setProblem({ usedUp, message: messageOf(error) });
      },
    });
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <Link to="/practice" className="mb-3 inline-flex min-h-11 items-center text-sm font-medium text-primary-700 underline-offset-2 hover:underline">
        Practice studio
      </Link>
      <TestInstructions kind={kind} practiceRun={practiceRun} timing={chosen?.timing} itemCount={chosen?.itemCount} onReady={() => begin(false)} busy={start.isPending && !start.variables?.repeat}>
        {chosen && (
          <p className="text-sm text-slate-700">
            Set: <span className="font-semibold">{chosen.title}</span>, by {chosen.author.name}
          </p>
        )}
        {problem && (
          <Alert tone={problem.usedUp ? 'info' : 'danger'} title={problem.usedUp ? 'Every set sat' : 'The test did not start'}>
            <p>{problem.message}</p>
            {problem.usedUp && (
              <Button className="mt-2" variant="outline" onClick={() => begin(true)} busy={start.isPending && Boolean(start.variables?.repeat)}>
                Sit the oldest again
              </Button>
            )}
          </Alert>
        )}
      </TestInstructions>
    </div>
  );
}
