import { formatRupees, PRACTICE_TESTS, type PracticeTestKind, type Reviewer } from '@ssb/domain';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Stars } from '../../../components/ui/Stars';
import { isApiError, messageOf } from '../../../lib/api';
import { useAttemptReviewers, useRequestReview } from '../api';

function ReviewerCard({ attemptId, reviewer }: { attemptId: string; reviewer: Reviewer }) {
  const request = useRequestReview(attemptId);
  const [error, setError] = useState<string | null>(null);
  const send = (close: () => void) => {
    setError(null);
    request.mutate(reviewer.id, {
      onSuccess: close,
      onError: (failure) => setError(isApiError(failure) ? failure.message : messageOf(failure)),
    });
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar src={reviewer.profileImageUrl} name={reviewer.name} size={44} alt="" />
        <div className="min-w-0">
          <p className="font-semibold text-primary-900">{reviewer.name}</p>
          {reviewer.title && <p className="text-sm text-slate-600">{reviewer.title}</p>}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <Stars value={reviewer.rating} showValue count={reviewer.totalReviews} />
            <span>Review within {reviewer.turnaroundHours} hours</span>
            {reviewer.price > 0 ? <Badge tone="primary">{formatRupees(reviewer.price)}</Badge> : <Badge tone="success">Free</Badge>}
          </p>
        </div>
      </div>
      <ConfirmDialog
        trigger={<Button variant="accent">Send for review</Button>}
        title={`Send this attempt to ${reviewer.name}?`}
        description={
          <>
            {reviewer.price > 0
              ? `${reviewer.name} reviews it within ${reviewer.turnaroundHours} hours of your payment of ${formatRupees(reviewer.price)}, or you get it back in full. Once paid, an attempt is reviewed once: you cannot send it to anyone else.`
              : `${reviewer.name} reviews it within ${reviewer.turnaroundHours} hours. It is free. An attempt is reviewed once, so you cannot send it to anyone else afterwards.`}
            {error && (
              <span role="alert" className="mt-2 block font-medium text-red-700">
                {error}
              </span>
            )}
          </>
        }
        keepLabel="Not now"
        confirmLabel={reviewer.price > 0 ? 'Continue to payment' : 'Send for review'}
        busy={request.isPending}
        onConfirm={send}
      />
    </li>
  );
}

/** The verified coaches who review this test (but `exceptId`, the one already asked), each a tap away from getting the attempt. */
export function ReviewerList({ attemptId, kind, exceptId }: { attemptId: string; kind: PracticeTestKind; exceptId?: string }) {
  const reviewers = useAttemptReviewers(attemptId, true);
  if (reviewers.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only">Loading reviewers</span>
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (reviewers.isError) return <ErrorState message={messageOf(reviewers.error)} onRetry={() => void reviewers.refetch()} retrying={reviewers.isFetching} />;
  const others = reviewers.data.filter((r) => r.id !== exceptId);
  if (others.length === 0) {
    return <EmptyState title={`No coach reviews ${PRACTICE_TESTS[kind].short} yet`} description="Coaches are signing up to review. Come back to this attempt later: it stays here." />;
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Reviewers">
      {others.map((reviewer) => (
        <ReviewerCard key={reviewer.id} attemptId={attemptId} reviewer={reviewer} />
      ))}
    </ul>
  );
}
