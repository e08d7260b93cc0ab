import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { AvailabilityEditor } from '../components/AvailabilityEditor';
import { useProfile } from '../../users/api';
import { Link } from 'react-router';

/** /dashboard/availability (docs/product/screens.md): the windows students can book, with add and remove. */
export default function ManageAvailabilityPage() {
  const profile = useProfile();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0!" title="Manage availability" description="Students can book any 30-minute slot inside these windows." />
      {profile.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : profile.isError || !profile.data ? (
        <ErrorState title="Profile not found" message="Sign in again or complete your profile." onRetry={() => void profile.refetch()} />
      ) : profile.data.role !== 'mentor' ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          Only coaches set availability. <Link to="/coaches" className="font-semibold text-primary-700 underline">Find a coach</Link> to book a session.
        </p>
      ) : (
        <>
          <AvailabilityEditor windows={profile.data.availability} />
          <p className="text-sm text-slate-600">
            See how students see it on{' '}
            <Link to={`/coaches/${profile.data.id}`} className="font-semibold text-primary-700 underline">
              your public profile
            </Link>
            .
          </p>
        </>
      )}
    </div>
  );
}
