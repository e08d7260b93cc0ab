import { accessClosesAt, DASHBOARD_JOINED_DISCUSSIONS } from '@ssb/domain';
import { LocalDate } from '../../../components/ui/LocalDate';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Link } from '../../../lib/router';
import { DashboardCard } from '../../../components/ui/DashboardCard';
import { useDiscussions } from '../api';

/** The aspirant's dashboard: the live discussions they hold a seat in that have not ended, soonest first. */
export function JoinedDiscussionsCard({ now }: { now: Date }) {
  const query = useDiscussions();
  let body;
  if (query.isPending)
    body = (
      <div aria-hidden="true" className="flex flex-col gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  else if (query.isError)
    body = <ErrorState title="Could not load discussions" message="Try again later" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else {
    const joined = query.data
      .filter((d) => d.joined && accessClosesAt(new Date(d.startTime)).getTime() > now.getTime())
      .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
      .slice(0, DASHBOARD_JOINED_DISCUSSIONS);
    body =
      joined.length === 0 ? (
        <EmptyState
          className="py-6"
          title="No discussions joined"
          description="Practise group discussion live with other aspirants."
          action={
            <Link to="/discussions" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              See discussions
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {joined.map((d) => (
            <li key={d.id} className="py-2">
              <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{d.title}</p>
              <p className="text-sm text-slate-600">
                <LocalDate iso={d.startTime} withTime />
                {d.moderator && <> · Moderator: {d.moderator}</>}
              </p>
            </li>
          ))}
        </ul>
      );
  }
  return (
    <DashboardCard title="Your discussions" more={{ to: '/discussions', label: 'All discussions' }}>
      {body}
    </DashboardCard>
  );
}
