import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { isApiError, messageOf } from '../../../lib/api';
import { Link } from '../../../lib/router';

/**
 * An attempt or a board day that did not load: not found (404: it may be another account's), with the
 * way back to the studio; anything else, the error with "Try again".
 */
export function StudioLoadError({ error, notFound, onRetry, retrying }: { error: unknown; notFound: string; onRetry: () => void; retrying: boolean }) {
  if (isApiError(error) && error.status === 404) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <EmptyState
          title={notFound}
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
      <ErrorState message={messageOf(error)} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
