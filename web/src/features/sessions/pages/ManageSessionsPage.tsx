import { canMarkComplete, formatDateTime, splitSessions } from '@ssb/domain';
import { Navigate } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useAuth } from '../../../lib/auth';
import { useNow } from '../../../lib/useNow';
import { isApiError } from '../../../lib/api';
import { useSessions, useUpdateSession, type Session } from '../api';
import { SessionList } from '../components/UpcomingList';

/**
 * 'Mark complete', from the session's start time on. Before it the button stays in place, disabled, with the
 * time it opens ("From 11 Mar 2031, 9:30 am"); completed and cancelled sessions have none.
 */
function MarkComplete({ session, now }: { session: Session; now: Date }) {
  const update = useUpdateSession();
  if (session.status !== 'scheduled') return null;
  const open = canMarkComplete(session, now);
  const mark = async () => {
    try {
      await update.mutateAsync({ id: session.id, status: 'completed' });
      notify('success', 'Session updated');
    } catch (error) {
      notify('error', 'Update failed', { description: isApiError(error) && error.status === 409 ? error.message : 'Could not update session' });
    }
  };
  const hintId = `complete-from-${session.id}`;
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        size="sm"
        onClick={() => void mark()}
        disabled={!open}
        aria-describedby={open ? undefined : hintId}
        busy={update.isPending}
        busyLabel="Saving…"
      >
        Mark complete
      </Button>
      {!open && (
        <span id={hintId} className="text-xs text-slate-600">
          From {formatDateTime(session.scheduledAt)}
        </span>
      )}
    </span>
  );
}

/** /dashboard/manage-sessions (docs/product/screens.md): mentors only; upcoming and past, with 'Mark complete' where it applies. */
export default function ManageSessionsPage() {
  const auth = useAuth();
  const now = useNow(30_000);
  const isMentor = auth.role === 'mentor';
  const sessions = useSessions({ mentorId: auth.user?.id }, { enabled: isMentor && Boolean(auth.user?.id) });
  if (!isMentor) return <Navigate to="/dashboard" replace />;

  const { upcoming, past } = splitSessions(sessions.data ?? [], now);
  const common = { isPending: sessions.isPending, isError: false, viewerId: auth.user?.id, now };
  return (
    <div className="flex flex-col gap-8">
      <PageHeader className="mb-0!" title="Manage sessions" description="Sessions students booked with you." />
      {sessions.isError ? (
        <ErrorState title="Could not load sessions" message="Try again later" onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
      ) : (
        <>
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="mb-3 text-lg font-semibold text-primary-900">
              Upcoming
            </h2>
            <SessionList
              {...common}
              sessions={upcoming}
              onRetry={sessions.refetch}
              withStart
              empty={{ title: 'No upcoming sessions', description: 'When a student books you, the session shows here.' }}
              renderActions={(s) => <MarkComplete session={s} now={now} />}
            />
          </section>
          <section aria-labelledby="past-heading">
            <h2 id="past-heading" className="mb-3 text-lg font-semibold text-primary-900">
              Past
            </h2>
            <SessionList
              {...common}
              sessions={past}
              empty={{ title: 'No past sessions' }}
              renderActions={(s) => <MarkComplete session={s} now={now} />}
            />
          </section>
        </>
      )}
    </div>
  );
}
