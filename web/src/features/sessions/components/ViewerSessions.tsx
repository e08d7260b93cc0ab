import { splitSessions } from '@ssb/domain';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Stars } from '../../../components/ui/Stars';
import type { Session } from '../api';
import { SessionItem, SessionListSkeleton } from './SessionItem';
import { RatingEntry } from './RatingEntry';
import { useNow } from '../../../lib/useNow';

function GivenRating({ session }: { session: Session }) {
  if (session.menteeRating === null) return null;
  return (
    <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <Stars value={session.menteeRating} />
      {session.menteeFeedback && <p className="mt-1">“{session.menteeFeedback}”</p>}
    </div>
  );
}

/**
 * A signed-in viewer's sessions with the coach (CoachSessions loads this part only for them): the
 * query's states, then upcoming and past, with rating entry on past ones the server says the viewer may rate now (`canRate`: completed, unrated, theirs).
 */
export function ViewerSessions({ query, viewerId }: { query: UseQueryResult<Session[]>; viewerId?: string }) {
  const now = useNow(30_000);
  if (query.isPending) return <SessionListSkeleton rows={2} />;
  if (query.isError)
    return <ErrorState title="Could not load sessions" message="Try again later" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const sessions = query.data;
  const { upcoming, past } = splitSessions(sessions, now);
  if (sessions.length === 0) return <EmptyState title="No sessions yet" description="Book a time above and it will show here." />;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <SessionColumn title="Upcoming" emptyText="No upcoming sessions." sessions={upcoming}>
        {(s) => <SessionItem key={s.id} session={s} viewerId={viewerId} />}
      </SessionColumn>
      <SessionColumn title="Past" emptyText="No past sessions." sessions={past}>
        {(s) => (
          <SessionItem key={s.id} session={s} viewerId={viewerId}>
            {s.canRate ? (
              <RatingEntry sessionId={s.id} className="mt-3 border-t border-slate-100 pt-3" />
            ) : (
              <GivenRating session={s} />
            )}
          </SessionItem>
        )}
      </SessionColumn>
    </div>
  );
}

/** One titled list of sessions, or a line saying there are none. */
function SessionColumn({
  title,
  emptyText,
  sessions,
  children,
}: {
  title: string;
  emptyText: string;
  sessions: Session[];
  children: (session: Session) => ReactNode;
}) {
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      {sessions.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-3">{sessions.map(children)}</ul>
      )}
    </div>
  );
}
