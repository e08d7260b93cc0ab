import { Link, useParams } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError, messageOf } from '../../../lib/api';
import { useAttempt } from '../api';
import { AttemptResults } from '../components/AttemptResults';
import { RunningAttempt } from '../components/RunningAttempt';

/** /practice/attempts/{id}: the test while it runs (a reload resumes it), its results once finished. */
export default function AttemptPage() {
  const { id = '' } = useParams();
  const attempt = useAttempt(id);
  if (attempt.isPending) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8" aria-busy="true">
        <span className="sr-only">Loading the test</span>
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (attempt.isError) {
    if (isApiError(attempt.error) && attempt.error.status === 404) {
      return (
        <div className="mx-auto max-w-2xl px-4 py-8">
          <EmptyState
            title="Attempt not found"
            description="It may belong to another account."
            action={
              <Link to="/practice" className={buttonClasses()}>
                Go to the practice studio
              </Link>
            }
          />
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <ErrorState message={messageOf(attempt.error)} onRetry={() => void attempt.refetch()} retrying={attempt.isFetching} />
      </div>
    );
  }
  const data = attempt.data;
  if (data.current) return <RunningAttempt attempt={{ ...data, current: data.current }} />;
  if (data.results) return <AttemptResults attempt={{ ...data, results: data.results }} />;
  return null;
}
