import { useCallback, useState } from 'react';
import { Link } from '../../../lib/router';
import { UnsavedChangesPrompt } from '../../../components/forms/UnsavedChangesPrompt';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useProfile } from '../../users/api';
import { AvailabilityEditor } from '../components/AvailabilityEditor';
import { WeeklyScheduleEditor } from '../components/WeeklyScheduleEditor';

/**
 * /dashboard/availability (docs/product/schedule.md): the coach's weekly hours, days off, notice and
 * buffer, and extra hours on given dates. Leaving with unsaved changes asks first.
 */
export default function ManageAvailabilityPage() {
  const profile = useProfile();
  const [scheduleDirty, setScheduleDirty] = useState(false);
  const [windowsDirty, setWindowsDirty] = useState(false);
  const onScheduleDirty = useCallback((dirty: boolean) => setScheduleDirty(dirty), []);
  const onWindowsDirty = useCallback((dirty: boolean) => setWindowsDirty(dirty), []);

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
          <section className="flex flex-col gap-3" aria-labelledby="weekly-hours-heading">
            <h2 id="weekly-hours-heading" className="text-xl font-semibold text-primary-900">
              Weekly hours
            </h2>
            <WeeklyScheduleEditor coachId={profile.data.id} onDirtyChange={onScheduleDirty} />
          </section>
          <section className="flex flex-col gap-3" aria-labelledby="extra-hours-heading">
            <h2 id="extra-hours-heading" className="text-xl font-semibold text-primary-900">
              Extra hours on a date
            </h2>
            <p className="text-sm text-slate-600">Open a one-off window beside your weekly hours, such as a Sunday before a board date.</p>
            <AvailabilityEditor windows={profile.data.availability} onDirtyChange={onWindowsDirty} />
          </section>
          <p className="text-sm text-slate-600">
            See how students see it on{' '}
            <Link to={`/coaches/${profile.data.id}`} className="font-semibold text-primary-700 underline">
              your public profile
            </Link>
            .
          </p>
          <UnsavedChangesPrompt when={scheduleDirty || windowsDirty} />
        </>
      )}
    </div>
  );
}
