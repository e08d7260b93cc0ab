import { canRate, splitSessions } from '@ssb/domain';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Stars } from '../../components/ui/Stars';
import { useAuth } from '../../lib/auth';
import { useSessions, type Session } from '../sessions/api';
import { SessionItem, SessionListSkeleton } from '../sessions/components/SessionItem';
import { RatingEntry } from './RatingEntry';
import { useNow } from './useNow';

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
 * "This coach's upcoming and past sessions" on the coach profile (spec 2.10): only the viewer's own sessions
 * with this coach, with rating entry on past ones the viewer may still rate.
 */
export function CoachSessions({ coachId }: { coachId: string }) {
  const auth = useAuth();
  const now = useNow();
  const query = useSessions({ mentorId: coachId }, { enabled: auth.isSignedIn });
  const viewerId = auth.user?.id;

  return (
    <section aria-labelledby="coach-sessions-heading" className="flex flex-col gap-4">
      <h2 id="coach-sessions-heading" className="text-xl font-semibold text-primary-900">
        Your sessions with this coach
      </h2>
      {!auth.isSignedIn ? (
        <p className="text-sm text-slate-600">
          <Link to="/login" className="font-semibold text-primary-700 underline">
            Sign in
          </Link>{' '}
          to see your sessions and rate past ones.
        </p>
      ) : query.isPending ? (
        <SessionListSkeleton rows={2} />
      ) : query.isError ? (
        <ErrorState title="Could not load sessions" message="Try again later" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <SessionGroups sessions={query.data} now={now} viewerId={viewerId} />
      )}
    </section>
  );
}

function SessionGroups({ sessions, now, viewerId }: { sessions: Session[]; now: Date; viewerId?: string }) {
  const { upcoming, past } = splitSessions(sessions, now);
  if (sessions.length === 0) return <EmptyState title="No sessions yet" description="Book a time above and it will show here." />;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Upcoming</h3>
        {upcoming.length === 0 ? (
          <p className="text-sm text-slate-600">No upcoming sessions.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {upcoming.map((s) => (
              <SessionItem key={s.id} session={s} viewerId={viewerId} />
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Past</h3>
        {past.length === 0 ? (
          <p className="text-sm text-slate-600">No past sessions.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {past.map((s) => (
              <SessionItem key={s.id} session={s} viewerId={viewerId}>
                {canRate(s, now, s.menteeId.id === viewerId) ? (
                  <RatingEntry sessionId={s.id} className="mt-3 border-t border-slate-100 pt-3" />
                ) : (
                  <GivenRating session={s} />
                )}
              </SessionItem>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
