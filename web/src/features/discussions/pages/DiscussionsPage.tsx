import { accessClosesAt, isUpcoming, type Discussion } from '@ssb/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { openInNewTab, serverMessage } from '../actions';
import type { ServerData } from '../../../lib/serverData';
import { discussionsQuery, fetchDiscussionAccess, useDiscussions, useJoinDiscussion } from '../api';
import { DiscussionCard, DiscussionCardSkeleton, type DiscussionAction } from '../components/DiscussionCard';
import { useNow } from '../../../lib/useNow';
import { SERVER_TIME_ZONE } from '../../../lib/format';
import { useHydrated, useRenderClock } from '../../../lib/hydration';
import { DiscussionAdminActions } from '../components/DiscussionAdminActions';

const SKELETONS = 3;
const LOGIN_PATH = `/login?next=${encodeURIComponent('/discussions')}`;

/** A failure that already started the session-expired flow has had its toast. */
const alreadyReported = (error: unknown) => isApiError(error) && error.sessionExpired;

function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {children}
    </ul>
  );
}

export const serverData: ServerData = (qc) => [qc.prefetchQuery(discussionsQuery())];

/** /discussions (docs/product/screens.md): upcoming and live discussions first, then the recent past. */
export default function DiscussionsPage() {
  const { isSignedIn, role } = useAuth();
  const navigate = useNavigate();
  // The server's clock and India's time while the server's HTML is hydrated, then the browser's.
  const hydrated = useHydrated();
  const now = useRenderClock(useNow(), hydrated);
  const timeZone = hydrated ? undefined : SERVER_TIME_ZONE;
  const discussions = useDiscussions();
  const join = useJoinDiscussion();
  const [entering, setEntering] = useState<string | null>(null);

  const [current, past] = useMemo(() => {
    const list = discussions.data ?? [];
    const open = list.filter((d) => now < accessClosesAt(new Date(d.startTime)));
    open.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
    return [open, list.filter((d) => !open.includes(d))];
  }, [discussions.data, now]);

  const onAction = (action: DiscussionAction, discussion: Discussion) => {
    if (action === 'join') {
      if (!isSignedIn) {
        navigate(LOGIN_PATH);
        return;
      }
      join.mutate(discussion.id, {
        onSuccess: () => notify('success', 'Joined', { description: 'You have reserved a seat.' }),
        onError: (error) => {
          if (!alreadyReported(error)) notify('error', 'Join failed', { description: serverMessage(error, 'Failed to join') });
        },
      });
      return;
    }
    // Enter: the tab must open inside this click, before any await.
    setEntering(discussion.id);
    openInNewTab(() => fetchDiscussionAccess(discussion.id).then((a) => a.meetLink))
      .catch((error: unknown) => {
        if (!alreadyReported(error)) {
          notify('error', 'Access denied', { description: serverMessage(error, 'Access not available yet') });
        }
      })
      .finally(() => setEntering(null));
  };

  const busyId = join.isPending ? join.variables : entering;
  const card = (d: Discussion) => (
    <li key={d.id}>
      <DiscussionCard
        discussion={d}
        now={now}
        timeZone={timeZone}
        busy={busyId === d.id}
        onAction={onAction}
        adminActions={isUpcoming(d.startTime, now) ? <DiscussionAdminActions discussion={d} /> : null}
      />
    </li>
  );

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader
        title="Live discussions"
        description="Practise group discussions with fellow aspirants. Reserve a seat, then enter the room from 5 minutes before the start."
        actions={
          role === 'admin' ? (
            <Link to="/admin/discussions/new" className={buttonClasses({ variant: 'accent' })}>
              <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
                <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
              </svg>
              Create discussion
            </Link>
          ) : undefined
        }
      />

      {discussions.isPending ? (
        <div aria-busy="true" aria-live="polite">
          <span className="sr-only">Loading discussions…</span>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETONS }, (_, i) => (
              <DiscussionCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ) : discussions.isError ? (
        <ErrorState
          title="Failed to load discussions."
          message="Check your connection and try again."
          onRetry={() => void discussions.refetch()}
          retrying={discussions.isFetching}
        />
      ) : current.length === 0 && past.length === 0 ? (
        <EmptyState
          title="No discussions scheduled yet"
          description="New group discussions are announced here. Check back soon."
          action={
            role === 'admin' ? (
              <Link to="/admin/discussions/new" className={buttonClasses({ variant: 'outline' })}>
                Create discussion
              </Link>
            ) : undefined
          }
        />
      ) : (
        <div className="flex flex-col gap-10">
          {current.length > 0 ? (
            <section aria-labelledby="upcoming-heading">
              <h2 id="upcoming-heading" className="sr-only">
                Upcoming
              </h2>
              <CardGrid>{current.map(card)}</CardGrid>
            </section>
          ) : (
            <EmptyState title="No upcoming discussions" description="New group discussions are announced here. Check back soon." />
          )}
          {past.length > 0 && (
            <section aria-labelledby="past-heading">
              <h2 id="past-heading" className="mb-4 text-lg font-semibold text-slate-800">
                Recent discussions
              </h2>
              <CardGrid>{past.map(card)}</CardGrid>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
