import { PRACTICE_TESTS, type PracticeReview, type PracticeTestKind } from '@ssb/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { ReviewerList, type AnsweredSummary } from './ReviewerList';
import { ReviewStatusPanel } from './ReviewStatusPanel';

function GetFeedback({ attemptId, kind, summary }: { attemptId: string; kind: PracticeTestKind; summary?: AnsweredSummary }) {
  const [choosing, setChoosing] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-700">
        A verified coach reads your {PRACTICE_TESTS[kind].short} answers, comments on them, grades the 15 officer like qualities with the answers behind each grade, then writes a summary. Each
        coach sets their price (some review free) and the hours they take; a paid review not written in time is refunded in full.
      </p>
      {choosing ? (
        <ReviewerList subject={{ type: 'attempt', id: attemptId }} kind={kind} summary={summary} />
      ) : (
        <div>
          <Button variant="accent" onClick={() => setChoosing(true)}>
            Get feedback
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Under a full attempt's results: send it to an assessor, or where its review stands. Only the
 * aspirant sends one; an admin reading the attempt sees the status alone.
 */
export function AttemptFeedback({ attemptId, kind, review, summary }: { attemptId: string; kind: PracticeTestKind; review: UseQueryResult<PracticeReview | null>; summary?: AnsweredSummary }) {
  const { role } = useAuth();
  let body;
  if (review.isPending) body = <Skeleton className="h-24 w-full rounded-xl" />;
  else if (review.isError) body = <ErrorState message={messageOf(review.error)} onRetry={() => void review.refetch()} retrying={review.isFetching} />;
  else if (review.data) body = <ReviewStatusPanel review={review.data} summary={summary} />;
  else if (role === 'mentee') body = <GetFeedback attemptId={attemptId} kind={kind} summary={summary} />;
  else body = <p className="text-sm text-slate-600">Not sent for review.</p>;
  return (
    <section aria-labelledby="feedback-heading" className="mb-8 flex flex-col gap-3">
      <h2 id="feedback-heading" className="text-xl font-semibold text-primary-900">
        Feedback from an assessor
      </h2>
      {body}
    </section>
  );
}
