import { canRate, TOP_COACHES_FETCHED, TOP_COACHES_SHOWN } from '@ssb/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { CompactCoachCard } from '../../../components/coach';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/Tabs';
import { Input } from '../../../components/ui/Input';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useNow } from '../../../lib/useNow';
import { useTopRatedCoaches } from '../../coaches/api';
import { useSessions } from '../api';
import { SessionList } from '../components/UpcomingList';
import { sessionsByFilter, type SessionFilter } from '../listed';
import { sessionPath } from '../paths';
import type { Session } from '../api';

const FILTERS: { value: SessionFilter; label: string; empty: string }[] = [
  { value: 'upcoming', label: 'Upcoming', empty: 'No upcoming sessions' },
  { value: 'past', label: 'Past', empty: 'No past sessions' },
  { value: 'cancelled', label: 'Cancelled', empty: 'No cancelled sessions' },
];
const isFilter = (value: string | null): value is SessionFilter => FILTERS.some((f) => f.value === value);

/**
 * /dashboard/sessions (docs/product/screens.md "My sessions"): the mentee's sessions under three filters (Upcoming
 * with the meeting link once it opens, Past with "Rate" where the session may be rated, Cancelled for what was
 * called off or lapsed), coach search and top coaches.
 */
export default function DashboardSessionsPage() {
  const auth = useAuth();
  const now = useNow(30_000);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: SessionFilter = isFilter(tabParam) ? tabParam : 'upcoming';
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

  const viewerId = auth.user?.id;
  const split = sessionsByFilter(sessions.data ?? [], viewerId, now);
  const rateLink = (s: Session) =>
    canRate(s, now, s.menteeId.id === viewerId) ? (
      <Link to={`${sessionPath(s.id)}#rate`} className={buttonClasses({ variant: 'accent', size: 'sm' })}>
        Rate<span className="sr-only"> {s.title}</span>
      </Link>
    ) : null;

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

      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="sr-only">
          Your sessions
        </h2>
        <Tabs value={tab} onValueChange={(value) => setParams(value === 'upcoming' ? {} : { tab: value }, { replace: true })}>
          <TabsList aria-label="Show sessions">
            {FILTERS.map((f) => (
              <TabsTrigger key={f.value} value={f.value}>
                {f.label}
                {!sessions.isPending && !sessions.isError && <span className="ml-1 hidden font-normal text-slate-600 sm:inline">({split[f.value].length})</span>}
              </TabsTrigger>
            ))}
          </TabsList>
          {FILTERS.map((f) => (
            <TabsContent key={f.value} value={f.value}>
              <SessionList
                sessions={split[f.value]}
                isPending={sessions.isPending}
                isError={sessions.isError}
                onRetry={sessions.refetch}
                viewerId={viewerId}
                now={now}
                withStart={f.value === 'upcoming'}
                all={f.value === 'cancelled'}
                renderActions={f.value === 'past' ? rateLink : undefined}
                empty={{ title: f.empty }}
              />
            </TabsContent>
          ))}
        </Tabs>
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
