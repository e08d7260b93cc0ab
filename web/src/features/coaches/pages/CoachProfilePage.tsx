import { Link, useParams } from '../../../lib/router';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/usePageTitle';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { coachName } from '../../../components/coach';
// Straight from the modules, not the feature's index: the page must not pull in (and evaluate) the
// parts CoachBooking loads on demand (booking dialog, availability editor).
import { CoachBooking } from '../../sessions/components/CoachBooking';
import { CoachSessions } from '../../sessions/components/CoachSessions';
import { ratingSummaryQuery, reviewsQuery } from '../../reviews/api';
import { reviewsPageOf, ReviewsSection } from '../../reviews/components/ReviewsSection';
import { useCoach } from '../api';
import { AdminVerifyButton } from '../components/AdminVerifyButton';
import { CoachAbout, CoachBackground, CoachProfileHeader, CoachProfileSkeleton, CoachTestimonials } from '../components/CoachProfileParts';
import type { ServerData, ServerHead } from '../../../lib/serverData';
import { NO_INDEX_META, useNoIndex } from '../../../lib/useNoIndex';
import type { Coach } from '@ssb/domain';
import { coachQuery } from '../api';
import { ReportButton } from '../../reports/components/ReportButton';

function BackToCoaches() {
  return (
    <Link to="/coaches" className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:text-primary-900 hover:underline">
      <span aria-hidden="true">←</span> All coaches
    </Link>
  );
}

function Message({ title, description }: { title: string; description?: string }) {
  usePageTitle(title);
  return (
    <EmptyState
      title={<span role="status">{title}</span>}
      description={description}
      action={
        <Link to="/coaches" className={buttonClasses({ variant: 'primary' })}>
          Browse coaches
        </Link>
      }
    />
  );
}

export const serverData: ServerData = (qc, params, search) => {
  const id = params.id?.trim();
  if (!id) return [];
  return [qc.prefetchQuery(coachQuery(id)), qc.prefetchQuery(ratingSummaryQuery(id)), qc.prefetchQuery(reviewsQuery(id, reviewsPageOf(search)))];
};

/** A coach not verified yet is public by address only: search engines are asked not to index the page. */
export const serverHead: ServerHead = (qc, params) => {
  const coach = qc.getQueryData<Coach>(coachQuery(params.id?.trim() ?? '').queryKey);
  return coach && !coach.isVerified ? NO_INDEX_META : '';
};

/** Over the profile of a coach not verified yet: nobody can book them (docs/product/coaches.md). */
function NotVerifiedBanner() {
  return (
    <div role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
      <p className="font-semibold">Not verified yet: cannot be booked</p>
      <p className="text-sm">Our team has not verified this coach. Their profile shows once they are, with their free times.</p>
    </div>
  );
}

/**
 * /coaches/{id} (docs/product/screens.md): the coach's profile, then availability and booking, then the viewer's
 * sessions with this coach. States: 'Loading coach...', 'No coach selected', 'Coach not found'.
 */
export default function CoachProfilePage() {
  const id = useParams().id?.trim() || undefined;
  const query = useCoach(id);
  const coach = query.data;
  const viewerId = useAuth().user?.id;
  usePageTitle(coach ? coachName(coach) : null);
  const unverified = coach !== undefined && !coach.isVerified;
  const own = coach !== undefined && viewerId === coach.id;
  useNoIndex(unverified);

  let body;
  if (!id) body = <Message title="No coach selected" description="Pick a coach from the list to see their profile." />;
  else if (query.isPending) body = <CoachProfileSkeleton />;
  else if (query.isError && isApiError(query.error) && query.error.status === 404)
    body = <Message title="Coach not found" description="This coach may have left or the link is wrong." />;
  else if (query.isError || !coach)
    body = <ErrorState title="Could not load this coach" message="Check your connection and try again." onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else
    body = (
      <div className="flex flex-col gap-6">
        {unverified && <NotVerifiedBanner />}
        <CoachProfileHeader
          coach={coach}
          actions={
            <>
              <AdminVerifyButton coachId={coach.id} isVerified={coach.isVerified} />
              <ReportButton targetType="coach" targetId={coach.id} what={`${coachName(coach)}'s profile`} ownerId={coach.id} />
            </>
          }
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <CoachAbout bio={coach.bio} />
          <CoachBackground coach={coach} />
        </div>
        {/* Availability calendar, booking side panel and dialog (booking feature): renders <section id="availability">.
            A coach not verified yet has no free times to show but to themselves. */}
        {(!unverified || own) && <CoachBooking coach={coach} />}
        <ReviewsSection coach={{ id: coach.id, firstName: coach.firstName, name: coachName(coach) }} viewerId={viewerId} />
        <CoachTestimonials testimonials={coach.testimonials} />
        {/* The viewer's upcoming and past sessions with this coach, with rating entry (booking feature). */}
        <CoachSessions coachId={coach.id} />
      </div>
    );

  return (
    <div className="container-page py-6 sm:py-10">
      <BackToCoaches />
      {body}
    </div>
  );
}
