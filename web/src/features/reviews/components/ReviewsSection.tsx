import { REVIEWS_PAGE_SIZE } from '@ssb/domain';
import { useSearchParams } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useRatingSummary, useReviews } from '../api';
import { CoachJsonLd } from './CoachJsonLd';
import { RatingSummaryBars } from './RatingSummaryBars';
import { ReviewItem } from './ReviewItem';

/** `?reviews=` names the page of reviews shown, so a page of them can be linked and is rendered on the server. */
export const REVIEWS_PAGE_PARAM = 'reviews';

export const reviewsPageOf = (search: URLSearchParams) => pageFrom(new URLSearchParams({ page: search.get(REVIEWS_PAGE_PARAM) ?? '' }));

/** The coach profile's reviews (docs/product/reviews.md): summary with a bar per star, then the reviews, newest first. */
export function ReviewsSection({ coach, viewerId }: { coach: { id: string; firstName: string; name: string }; viewerId?: string }) {
  const [search] = useSearchParams();
  const page = reviewsPageOf(search);
  const summary = useRatingSummary(coach.id);
  const reviews = useReviews(coach.id, page);

  let body;
  if (summary.isPending || reviews.isPending) {
    body = (
      <div aria-hidden="true" className="flex flex-col gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (summary.isError || reviews.isError) {
    body = <ErrorState title="Reviews could not be loaded" message="Check your connection and try again." onRetry={() => void Promise.all([summary.refetch(), reviews.refetch()])} />;
  } else if (summary.data.total === 0) {
    body = <EmptyState title="No reviews yet" description="Reviews appear here after students rate their sessions." />;
  } else {
    const hrefFor = (p: number) => {
      const next = new URLSearchParams(search);
      next.set(REVIEWS_PAGE_PARAM, String(p));
      return `?${next.toString()}#reviews`;
    };
    body = (
      <>
        <RatingSummaryBars summary={summary.data} />
        <ul className="mt-2" aria-label="Reviews">
          {reviews.data.data.map((review) => (
            <ReviewItem key={review.id} review={review} coachId={coach.id} coachFirstName={coach.firstName} viewerIsCoach={viewerId === coach.id} />
          ))}
        </ul>
        <Pager page={page} total={reviews.data.meta?.total ?? 0} pageSize={REVIEWS_PAGE_SIZE} hrefFor={hrefFor} />
        <CoachJsonLd coachName={coach.name} average={summary.data.average} total={summary.data.total} reviews={reviews.data.data} />
      </>
    );
  }

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="reviews-heading" className="mb-4 text-xl font-semibold text-primary-900">
        Reviews
      </h2>
      {body}
    </section>
  );
}
