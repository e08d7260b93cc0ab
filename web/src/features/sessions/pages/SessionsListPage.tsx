import { formatDateTime } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useAuth } from '../../../lib/auth';
import { useNow } from '../../../lib/useNow';
import { useSessions } from '../api';
import { listedSessions } from '../listed';
import { SessionListSkeleton, StatusBadge } from '../components/SessionItem';

/** /sessions (docs/product/screens.md): a plain list of the signed-in user's sessions, title and description. */
export default function SessionsListPage() {
  const auth = useAuth();
  const sessions = useSessions({}, { enabled: auth.isSignedIn });
  const now = useNow(30_000);
  const shown = listedSessions(sessions.data ?? [], auth.user?.id, now);
  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader title="Sessions" description="Every session you have booked or coached." />
      {!auth.isSignedIn ? (
        <EmptyState
          title="Sign in to see your sessions"
          action={
            <Link to="/login?next=%2Fsessions" className={buttonClasses({ variant: 'accent' })}>
              Sign in
            </Link>
          }
        />
      ) : sessions.isPending ? (
        <SessionListSkeleton />
      ) : sessions.isError ? (
        <ErrorState title="Could not load sessions" message="Try again later" onRetry={() => void sessions.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          title="No sessions yet"
          description="Book a coach and your sessions will show here."
          action={
            <Link to="/coaches" className={buttonClasses({ variant: 'accent' })}>
              Find coaches
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((s) => (
            <li key={s.id}>
              <Link to={`/sessions/${s.id}`} className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-primary-700">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-primary-900">{s.title}</span>
                  <StatusBadge status={s.status} />
                </span>
                <span className="mt-1 block text-sm text-slate-600">{formatDateTime(s.scheduledAt)}</span>
                {s.description && <span className="mt-1 block text-sm text-slate-700">{s.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
