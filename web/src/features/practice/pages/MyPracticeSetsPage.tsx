import { describeTiming, PRACTICE_TEST_KINDS, PRACTICE_TESTS } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useMyPracticeSets } from '../api';
import { ReviewOffersSection } from '../components/ReviewOffersSection';

const STATUS = { draft: ['Draft', 'neutral'], published: ['Published', 'success'], archived: ['Archived', 'warning'] } as const;

/** /dashboard/practice-sets: the sets a coach or admin has written, a new one of each test, and (coaches only) the reviews they offer. */
export default function MyPracticeSetsPage() {
  const { role } = useAuth();
  const sets = useMyPracticeSets();
  if (role !== 'mentor' && role !== 'admin') {
    return (
      <>
        <PageHeader title="Practice sets" />
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          Coaches and admins write practice sets.{' '}
          <Link to="/practice" className="font-semibold text-primary-700 underline">
            Practise a test
          </Link>{' '}
          instead.
        </p>
      </>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0!" title="Practice sets" description="Words, situations, pictures, self-description prompts and OIR questions aspirants sit on the board's clock. Published sets show your name." />
      <div className="flex flex-wrap gap-2">
        {PRACTICE_TEST_KINDS.map((kind) => (
          <Link key={kind} to={`/dashboard/practice-sets/new/${kind}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            New {PRACTICE_TESTS[kind].short} set
          </Link>
        ))}
      </div>
      {sets.isPending ? (
        <Skeleton className="h-40 w-full rounded-xl" />
      ) : sets.isError ? (
        <ErrorState message={messageOf(sets.error)} onRetry={() => void sets.refetch()} retrying={sets.isFetching} />
      ) : sets.data.length === 0 ? (
        <EmptyState title="No sets yet" description="Start one above: a draft stays yours until you publish it." />
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {sets.data.map((set) => (
            <li key={set.id}>
              <Link to={`/dashboard/practice-sets/${set.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50">
                <Badge tone="primary">{PRACTICE_TESTS[set.kind].short}</Badge>
                <span className="min-w-0 flex-1 font-medium text-primary-900">{set.title}</span>
                <span className="text-sm text-slate-600">{describeTiming(set.kind, set.timing, set.itemCount)}</span>
                <Badge tone={STATUS[set.status][1]}>{STATUS[set.status][0]}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {role === 'mentor' && <ReviewOffersSection />}
    </div>
  );
}
