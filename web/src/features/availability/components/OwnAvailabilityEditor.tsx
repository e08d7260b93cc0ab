import { useProfile } from '../../users/api';
import { AvailabilityEditor } from './AvailabilityEditor';

/**
 * The availability editor a coach sees on their own public page. It edits the stored windows from their
 * profile, not the coach page's `availability`: those entries are the windows split at booked and past time,
 * and saving them back would store the pieces instead of the windows.
 */
export function OwnAvailabilityEditor({ timeZone }: { timeZone?: string }) {
  const profile = useProfile();
  if (profile.isPending) return <p className="text-sm text-slate-600">Loading your windows…</p>;
  if (profile.isError || !profile.data) {
    return <p className="text-sm text-slate-700">Your windows could not be loaded. Edit them on the Manage availability page.</p>;
  }
  return <AvailabilityEditor windows={profile.data.availability} timeZone={timeZone} />;
}
