import { useEffect } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAttempt } from '../api';
import { queueFor } from '../useAnswerQueue';
import { AttemptResults } from './AttemptResults';
import { NarrationPanel } from './NarrationPanel';
import { RunningAttempt } from './RunningAttempt';
import { StudioLoadError } from './StudioLoadError';

export function AttemptSkeleton() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8" aria-busy="true">
      <span className="sr-only">Loading the test</span>
      <Skeleton className="h-10 w-40" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * One attempt: the test while it runs (a reload resumes it; a read that fails while it runs leaves
 * it on screen, offline), its results once finished (PPDT's with the narration first). In a board
 * day (`onFinished`), the end of the test hands back to the day instead of showing results.
 */
export function AttemptView({ id, onFinished }: { id: string; onFinished?: () => void }) {
  const attempt = useAttempt(id);
  const finished = attempt.data?.status === 'finished';

  // Over: what this device still holds goes to the server (typed in time, it is still taken), then the device forgets it.
  useEffect(() => {
    if (!finished) return;
    const queue = queueFor(id);
    const unsent = queue.status().unsent;
    void queue.flush().then(() => {
      queue.forgetIfSaved();
      if (unsent > 0 && queue.status().unsent === 0) void attempt.refetch();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the attempt is over
  }, [finished, id]);

  // In a board day: the day goes on (asked again until the day has seen the test end).
  useEffect(() => {
    if (!finished || !onFinished) return;
    onFinished();
    const again = setInterval(onFinished, 3_000);
    return () => clearInterval(again);
  }, [finished, onFinished]);

  if (attempt.data?.current) return <RunningAttempt attempt={{ ...attempt.data, current: attempt.data.current }} connectionLost={attempt.isError} />;
  if (attempt.data?.results) {
    if (onFinished) return <AttemptSkeleton />;
    const data = attempt.data;
    const results = data.results!;
    const story = data.set.kind === 'ppdt' ? (results.items[0]?.answers.find((a) => a.part === 'write')?.text ?? null) : null;
    return (
      <>
        {data.set.kind === 'ppdt' && (
          <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6">
            <NarrationPanel story={story} />
          </div>
        )}
        <AttemptResults attempt={{ ...data, results }} />
      </>
    );
  }
  if (attempt.isPending) return <AttemptSkeleton />;
  if (attempt.isError) return <StudioLoadError error={attempt.error} notFound="Attempt not found" onRetry={() => void attempt.refetch()} retrying={attempt.isFetching} />;
  return null;
}
