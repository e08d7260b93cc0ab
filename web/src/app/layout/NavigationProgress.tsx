import { useNavigationPending } from '../../lib/router';

/** A thin bar at the top while the next page's code loads. */
export function NavigationProgress() {
  if (!useNavigationPending()) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-accent-100" role="progressbar" aria-label="Loading page">
      <div className="h-full w-1/3 animate-progress bg-accent-600" />
    </div>
  );
}
