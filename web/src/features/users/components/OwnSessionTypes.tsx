import { Skeleton } from '../../../components/ui/Skeleton';
import { useProfile } from '../api';
import { SessionTypesEditor } from './SessionTypesEditor';

/** The signed-in coach's session types editor, optional, under onboarding's rate step. */
export function OwnSessionTypes() {
  const profile = useProfile();
  return (
    <section className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4" aria-labelledby="own-types-heading">
      <h3 id="own-types-heading" className="font-semibold text-primary-900">
        Session types (optional)
      </h3>
      {profile.isPending ? (
        <Skeleton className="h-24" />
      ) : profile.isError || !profile.data ? (
        <p className="text-sm text-slate-700">Your session types could not be loaded. You can set them later under Session Types on your dashboard.</p>
      ) : (
        <SessionTypesEditor types={profile.data.sessionTypes} />
      )}
    </section>
  );
}
