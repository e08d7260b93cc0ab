import { useCallback, useState } from 'react';
import { Link } from '../../../lib/router';
import { UnsavedChangesPrompt } from '../../../components/forms/UnsavedChangesPrompt';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useProfile } from '../../users/api';
import { AvailabilityForm } from '../components/AvailabilityForm';

/**
 * /dashboard/availability (docs/product/schedule.md): one form for the coach's weekly hours, days off,
 * notice and buffer, and extra hours on given dates, with one Save. Leaving with unsaved changes asks first.
 */
export default function ManageAvailabilityPage() {
  const profile = useProfile();
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0!" title="Manage availability" description="Set your weekly hours once; students book 30-minute slots inside them." />
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
          <AvailabilityForm coachId={profile.data.id} windows={profile.data.availability} onDirtyChange={onDirtyChange} />
          <p className="text-sm text-slate-600">
            See how students see it on{' '}
            <Link to={`/coaches/${profile.data.id}`} className="font-semibold text-primary-700 underline">
              your public profile
            </Link>
            .
          </p>
          <UnsavedChangesPrompt when={dirty} />
        </>
      )}
    </div>
  );
}
