import { lazy, Suspense } from 'react';
import { Link } from '../../../lib/router';
import { useAuth } from '../../../lib/auth';
import { useSessions } from '../api';

// Only signed-in viewers have sessions to show: their list (session items, stars, rating entry with
// its form and toasts) is loaded for them, not with every visitor's page.
const ViewerSessions = lazy(() => import('./ViewerSessions').then((m) => ({ default: m.ViewerSessions })));

/**
 * "This coach's upcoming and past sessions" on the coach profile (docs/product/screens.md): only the viewer's
 * own sessions with this coach, with rating entry on past ones the viewer may still rate.
 */
export function CoachSessions({ coachId }: { coachId: string }) {
  const auth = useAuth();
  // Asked here, so the sessions load while the list's code does.
  const query = useSessions({ mentorId: coachId }, { enabled: auth.isSignedIn });

  return (
    <section aria-labelledby="coach-sessions-heading" className="flex flex-col gap-4">
      <h2 id="coach-sessions-heading" className="text-xl font-semibold text-primary-900">
        Your sessions with this coach
      </h2>
      {!auth.isSignedIn ? (
        <p className="text-sm text-slate-600">
          <Link to="/login" className="font-semibold text-primary-700 underline">
            Sign in
          </Link>{' '}
          to see your sessions and rate past ones.
        </p>
      ) : (
        <Suspense fallback={null}>
          <ViewerSessions query={query} viewerId={auth.user?.id} />
        </Suspense>
      )}
    </section>
  );
}
