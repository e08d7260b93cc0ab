import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import type { Session } from '../api';
import { isPayableBy, listedSessions } from '../listed';
import { checkoutPath } from '../paths';
import { SessionItem, SessionListSkeleton } from './SessionItem';
import { MeetingJoin, useMeetingClock } from './MeetingJoin';

/**
 * A list of sessions with Details (and, `withStart`, the meeting link once it opens: "Opens at {time}" before),
 * or its loading, empty or error state. Only what the lists show (listed.ts, or `all` for the cancelled ones):
 * the viewer's own pending booking comes with "Pay now". `onRetry` fetches the sessions again, also at the moment
 * a listed meeting link opens (the server sends it only from then).
 */
const noop = () => undefined;

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
  all = false,
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
  /** Show every session given (the cancelled filter), not only the listed ones. */
  all?: boolean;
}) {
  const clock = useMeetingClock(withStart ? sessions : undefined, onRetry ?? noop, now);
  if (isPending) return <SessionListSkeleton rows={2} />;
  if (isError) return <ErrorState title="Could not load sessions" message="Try again later" onRetry={onRetry} />;
  const shown = all ? (sessions ?? []) : listedSessions(sessions ?? [], viewerId, clock);
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
              {isPayableBy(s, viewerId, clock) && (
                <Link to={checkoutPath(s.id)} className={buttonClasses({ variant: 'accent', size: 'sm' })}>
                  Pay now
                </Link>
              )}
              {withStart && <MeetingJoin session={s} now={clock} compact />}
            </>
          }
        />
      ))}
    </ul>
  );
}
