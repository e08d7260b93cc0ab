import { useCallback, useState } from 'react';
import { Link } from '../../../lib/router';
import { UnsavedChangesPrompt } from '../../../components/forms/UnsavedChangesPrompt';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useProfile } from '../api';
import { SessionTypesEditor } from '../components/SessionTypesEditor';

/** /dashboard/session-types: what a coach offers and at what price (docs/product/coaches.md "Session types"). */
export default function SessionTypesPage() {
  const profile = useProfile();
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0!" title="Session types" description="What students can book with you, how long it lasts and what it costs." />
      {profile.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : profile.isError || !profile.data ? (
        <ErrorState title="Profile not found" message="Sign in again or complete your profile." onRetry={() => void profile.refetch()} />
      ) : profile.data.role !== 'mentor' ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          Only coaches offer session types. <Link to="/coaches" className="font-semibold text-primary-700 underline">Find a coach</Link> to book a session.
        </p>
      ) : (
        <>
          <SessionTypesEditor types={profile.data.sessionTypes} onDirtyChange={onDirtyChange} />
          <UnsavedChangesPrompt when={dirty} />
        </>
      )}
    </div>
  );
}
