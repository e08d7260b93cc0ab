import { splitSessions, TOP_COACHES_FETCHED, TOP_COACHES_SHOWN } from '@ssb/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { CompactCoachCard } from '../../../components/coach';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useNow } from '../../../lib/useNow';
import { useTopRatedCoaches } from '../../coaches/api';
import { useSessions } from '../api';
import { SessionList } from '../components/UpcomingList';

/**
 * /dashboard/sessions (docs/product/screens.md "My sessions"): the mentee's upcoming and past sessions,
 * coach search and top coaches.
 */
export default function DashboardSessionsPage() {
  const auth = useAuth();
  const now = useNow(30_000);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [q, setQ] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const sessions = useSessions();
  const top = useTopRatedCoaches(TOP_COACHES_FETCHED);

  useEffect(() => {
    if (params.get('focus') === 'search') searchRef.current?.focus();
  }, [params]);

  // A 401 goes to /login (the client does it); anything else gets the toast.
  useEffect(() => {
    if (sessions.isError && !(isApiError(sessions.error) && sessions.error.status === 401)) {
      notify('error', 'Unable to load sessions', { id: 'sessions-load', description: 'Try again later' });
    }
  }, [sessions.isError, sessions.error]);

  const { upcoming, past } = splitSessions(sessions.data ?? [], now);
  const list = (items: typeof upcoming, empty: string, withStart: boolean) => (
    <SessionList
      sessions={items}
      isPending={sessions.isPending}
      isError={sessions.isError}
      onRetry={() => void sessions.refetch()}
      viewerId={auth.user?.id}
      now={now}
      withStart={withStart}
      empty={{ title: empty }}
    />
  );

  return (
    <div className="flex flex-col gap-8">
      <PageHeader className="mb-0!" title="My sessions" description="Your booked sessions, and coaches to book next." />

      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(q.trim() ? `/coaches?q=${encodeURIComponent(q.trim())}` : '/coaches');
        }}
      >
        <label htmlFor="coach-search" className="sr-only">
          Search coaches
        </label>
        <Input
          id="coach-search"
          ref={searchRef}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Search coaches, specialties, titles..."
          className="flex-1"
        />
        <Button type="submit">Search</Button>
      </form>

      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="mb-3 text-lg font-semibold text-primary-900">
          Upcoming
        </h2>
        {list(upcoming, 'No upcoming sessions', true)}
      </section>

      <section aria-labelledby="past-heading">
        <h2 id="past-heading" className="mb-3 text-lg font-semibold text-primary-900">
          Past
        </h2>
        {list(past, 'No past sessions', false)}
      </section>

      <section aria-labelledby="top-heading">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="top-heading" className="text-lg font-semibold text-primary-900">
            Top Coaches
          </h2>
          <Link to="/coaches" className="text-sm font-semibold text-primary-700 underline">
            Find coaches
          </Link>
        </div>
        {top.isPending ? (
          <div className="grid gap-3 sm:grid-cols-3" aria-hidden="true">
            {Array.from({ length: TOP_COACHES_SHOWN }, (_, i) => (
              <Skeleton key={i} className="h-44" />
            ))}
          </div>
        ) : (top.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">No coaches to show yet.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-3">
            {(top.data ?? []).slice(0, TOP_COACHES_SHOWN).map((c) => (
              <li key={c.id} className="min-w-0">
                <CompactCoachCard coach={c} className="h-full" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
