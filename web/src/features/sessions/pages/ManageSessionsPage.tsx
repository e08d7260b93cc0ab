import { canMarkComplete, splitSessions } from '@ssb/domain';
import { Navigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useAuth } from '../../../lib/auth';
import { useNow } from '../../availability/useNow';
import { useSessions, useUpdateSession, type Session } from '../api';
import { SessionList } from '../components/UpcomingList';

function MarkComplete({ session }: { session: Session }) {
  const update = useUpdateSession();
  const mark = async () => {
    try {
      await update.mutateAsync({ id: session.id, status: 'completed' });
      notify('success', 'Session updated');
    } catch {
      notify('error', 'Update failed', { description: 'Could not update session' });
    }
  };
  return (
    <Button size="sm" onClick={() => void mark()} busy={update.isPending} busyLabel="Saving…">
      Mark complete
    </Button>
  );
}

/** /dashboard/manage-sessions (docs/product/screens.md): mentors only; upcoming with 'Mark complete', and past. */
export default function ManageSessionsPage() {
  const auth = useAuth();
  const now = useNow();
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
              withStart
              empty={{ title: 'No upcoming sessions', description: 'When a student books you, the session shows here.' }}
              renderActions={(s) => (canMarkComplete(s, now) ? <MarkComplete session={s} /> : null)}
            />
          </section>
          <section aria-labelledby="past-heading">
            <h2 id="past-heading" className="mb-3 text-lg font-semibold text-primary-900">
              Past
            </h2>
            <SessionList {...common} sessions={past} empty={{ title: 'No past sessions' }} />
          </section>
        </>
      )}
    </div>
  );
}
