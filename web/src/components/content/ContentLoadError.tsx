import { Link } from '../../lib/router';
import { messageOf } from '../../lib/api';
import { BackLink } from '../ui/BackLink';
import { buttonClasses } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';

export interface ContentLoadErrorProps {
  /** The list page: the back link above and the way out of "not found". */
  list: { to: string; backLabel: string; actionLabel: string };
  notFound: boolean;
  notFoundTitle: string;
  errorTitle: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A content detail page (article, resource) that did not load: "not found", or an error to retry. */
export function ContentLoadError({ list, notFound, notFoundTitle, errorTitle, error, onRetry, retrying }: ContentLoadErrorProps) {
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <BackLink to={list.to}>{list.backLabel}</BackLink>
      <div className="mt-6">
        {notFound ? (
          <EmptyState
            title={notFoundTitle}
            description="It may have been removed, or the link is mistyped."
            action={
              <Link to={list.to} className={buttonClasses({ variant: 'primary' })}>
                {list.actionLabel}
              </Link>
            }
          />
        ) : (
          <ErrorState
            title={errorTitle}
            message={messageOf(error, 'Please check your connection and try again.')}
            onRetry={onRetry}
            retrying={retrying}
          />
        )}
      </div>
    </div>
  );
}
