import { PRACTICE_TESTS, reviewBadgeLabel, type PracticeReview } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { LocalDate } from '../../../components/ui/LocalDate';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useMyReviewQueue } from '../api';
import { orderQueue, REVIEW_STATUS_TONE } from '../reviewHelpers';

function QueueRow({ review }: { review: PracticeReview }) {
  return (
    <li>
      <Link to={`/dashboard/practice-reviews/${review.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50">
        <Badge tone="primary">{review.set ? PRACTICE_TESTS[review.set.kind].short : 'Psychology day'}</Badge>
        <span className="min-w-0 flex-1 basis-48">
          <span className="block font-medium text-primary-900">{review.aspirant.name}</span>
          <span className="block text-sm text-slate-600">{review.set?.title ?? 'TAT, WAT, SRT and SD'}</span>
        </span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {review.status === 'requested' ? (
            <span>
              Due by <LocalDate iso={review.dueAt} withTime />
            </span>
          ) : review.submittedAt ? (
            <span>
              Sent <LocalDate iso={review.submittedAt} />
            </span>
          ) : review.closedAt ? (
            <span>
              Closed <LocalDate iso={review.closedAt} />
            </span>
          ) : (
            <span>
              Was due <LocalDate iso={review.dueAt} />
            </span>
          )}
          <Badge tone={REVIEW_STATUS_TONE[review.status]}>{reviewBadgeLabel(review)}</Badge>
        </span>
      </Link>
    </li>
  );
}

function QueueList({ reviews, label }: { reviews: PracticeReview[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {reviews.map((review) => (
        <QueueRow key={review.id} review={review} />
      ))}
    </ul>
  );
}

/** /dashboard/practice-reviews: the attempts aspirants sent the coach, open ones first with their due time. */
export default function ReviewQueuePage() {
  const { role } = useAuth();
  const queue = useMyReviewQueue();
  const header = <PageHeader title="Reviews" description="Attempts aspirants sent you for review. Write each one before it is due: after that it closes unsent." />;
  if (role !== 'mentor') {
    return (
      <>
        {header}
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">Coaches review practice attempts.</p>
      </>
    );
  }
  if (queue.isPending) {
    return (
      <>
        {header}
        <Skeleton className="h-40 w-full rounded-xl" />
      </>
    );
  }
  if (queue.isError) {
    return (
      <>
        {header}
        <ErrorState message={messageOf(queue.error)} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
      </>
    );
  }
  const { open, closed } = orderQueue(queue.data);
  return (
    <div className="flex flex-col gap-6">
      {header}
      {queue.data.length === 0 ? (
        <EmptyState
          title="No reviews yet"
          description="Aspirants send you attempts of the tests you review."
          action={
            <Link to="/dashboard/practice-sets#review-offers-heading" className="font-semibold text-primary-700 underline">
              Choose the tests you review
            </Link>
          }
        />
      ) : (
        <>
          <section aria-labelledby="open-reviews" className="flex flex-col gap-3">
            <h2 id="open-reviews" className="text-lg font-semibold text-primary-900">
              To write ({open.length})
            </h2>
            {open.length === 0 ? <p className="text-sm text-slate-600">Nothing waiting for you.</p> : <QueueList reviews={open} label="To write" />}
          </section>
          {closed.length > 0 && (
            <section aria-labelledby="closed-reviews" className="flex flex-col gap-3">
              <h2 id="closed-reviews" className="text-lg font-semibold text-primary-900">
                Sent and lapsed
              </h2>
              <QueueList reviews={closed} label="Sent and lapsed" />
            </section>
          )}
        </>
      )}
    </div>
  );
}
