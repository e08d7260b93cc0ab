import { PRACTICE_TESTS } from '@ssb/domain';
import { useParams } from '../../../lib/router';
import { BackLink } from '../../../components/ui/BackLink';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError, messageOf } from '../../../lib/api';
import { usePracticeReview } from '../api';
import { ReviewEditor } from '../components/ReviewEditor';

/** /dashboard/practice-reviews/{id}: one review as its reviewer writes it. */
export default function ReviewEditorPage() {
  const { id = '' } = useParams();
  const review = usePracticeReview(id);
  const back = <BackLink to="/dashboard/practice-reviews">All reviews</BackLink>;
  if (review.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">Loading the review</span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  if (review.isError) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        {isApiError(review.error) && (review.error.status === 404 || review.error.status === 403) ? (
          <EmptyState title="Review not found" description="It may be assigned to another coach." />
        ) : (
          <ErrorState message={messageOf(review.error)} onRetry={() => void review.refetch()} retrying={review.isFetching} />
        )}
      </div>
    );
  }
  const { set, aspirant, title } = review.data.review;
  return (
    <div>
      <PageHeader eyebrow={back} title={`Review: ${aspirant.name}'s ${set ? PRACTICE_TESTS[set.kind].short : title.replace(/ review$/u, '').toLowerCase()}`} description={set?.title ?? 'TAT, WAT, SRT and SD, reviewed as one'} />
      <ReviewEditor data={review.data} />
    </div>
  );
}
