import { canJoinMeeting } from '@ssb/domain';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import type { Session } from '../api';
import { isPayableBy, listedSessions } from '../listed';
import { checkoutPath } from '../paths';
import { SessionItem, SessionListSkeleton } from './SessionItem';

/**
 * A list of sessions with Details (and Start when the meeting is open), or its loading, empty or error state.
 * Only what the lists show (listed.ts): the viewer's own pending booking comes with "Pay now".
 */
export function SessionList({
  sessions,
  isPending,
  isError,
  onRetry,
  viewerId,
  now,
  empty,
  withStart = false,
  renderActions,
}: {
  sessions: Session[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry?: () => void;
  viewerId?: string;
  now: Date;
  empty: { title: string; description?: string; action?: React.ReactNode };
  withStart?: boolean;
  renderActions?: (session: Session) => React.ReactNode;
}) {
  if (isPending) return <SessionListSkeleton rows={2} />;
  if (isError) return <ErrorState title="Could not load sessions" message="Try again later" onRetry={onRetry} />;
  const shown = listedSessions(sessions ?? [], viewerId, now);
  if (shown.length === 0) return <EmptyState {...empty} />;
  return (
    <ul className="flex flex-col gap-3">
      {shown.map((s) => (
        <SessionItem
          key={s.id}
          session={s}
          viewerId={viewerId}
          actions={
            <>
              {renderActions?.(s)}
              {isPayableBy(s, viewerId, now) && (
                <Link to={checkoutPath(s.id)} className={buttonClasses({ variant: 'accent', size: 'sm' })}>
                  Pay now
                </Link>
              )}
              {withStart && s.status === 'scheduled' && s.meetingLink && (
                <a
                  href={s.meetingLink}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClasses({ variant: canJoinMeeting(s, now) ? 'accent' : 'outline', size: 'sm' })}
                  title={canJoinMeeting(s, now) ? 'Open the meeting' : 'Opens 10 minutes before the start'}
                >
                  Start
                </a>
              )}
            </>
          }
        />
      ))}
    </ul>
  );
}
