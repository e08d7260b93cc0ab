import { formatRupees, mostlyBlank, PRACTICE_TESTS, type PracticeTestKind, type Reviewer, plural } from '@ssb/domain';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Stars } from '../../../components/ui/Stars';
import { isApiError, messageOf } from '../../../lib/api';
import { useRequestReview, useReviewers, type ReviewSubject } from '../api';

/** How much of what is sent for review was answered: a mostly blank one is warned about before it is asked for. */
export type AnsweredSummary = { asked: number; blank: number };

/** The warning before asking for a review of something more than half blank (the server would take it). */
export const blankWarning = (summary: AnsweredSummary) => `You left ${summary.blank} of ${summary.asked} blank. A reviewer can say little about blank answers. Ask anyway?`;

function ReviewerCard({ subject, reviewer, summary }: { subject: ReviewSubject; reviewer: Reviewer; summary?: AnsweredSummary }) {
  const request = useRequestReview(subject);
  const what = subject.type === 'battery' ? 'board day' : 'attempt';
  const [step, setStep] = useState<'closed' | 'warn' | 'confirm'>('closed');
  const [error, setError] = useState<string | null>(null);
  const close = () => setStep('closed');
  const send = () => {
    setError(null);
    request.mutate(reviewer.id, {
      onSuccess: close,
      onError: (failure) => setError(isApiError(failure) ? failure.message : messageOf(failure)),
    });
  };
  const once = what === 'attempt' ? 'an attempt' : 'a board day';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar src={reviewer.profileImageUrl} name={reviewer.name} size={44} alt="" />
        <div className="min-w-0">
          <p className="font-semibold text-primary-900">{reviewer.name}</p>
          {reviewer.title && <p className="text-sm text-slate-600">{reviewer.title}</p>}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <Stars value={reviewer.rating} showValue count={reviewer.totalReviews} />
            <span>Review within {plural(reviewer.turnaroundHours, 'hour', 'hours')}</span>
            {reviewer.price > 0 ? <Badge tone="primary">{formatRupees(reviewer.price)}</Badge> : <Badge tone="success">Free</Badge>}
          </p>
        </div>
      </div>
      <Button variant="accent" onClick={() => setStep(summary && mostlyBlank(summary) ? 'warn' : 'confirm')}>
        Send for review
      </Button>
      {summary && (
        <Dialog
          open={step === 'warn'}
          onOpenChange={(open) => !open && close()}
          title="Mostly blank"
          description={blankWarning(summary)}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant="accent" onClick={() => setStep('confirm')}>
                Ask anyway
              </Button>
            </>
          }
        />
      )}
      <Dialog
        open={step === 'confirm'}
        onOpenChange={(open) => !open && close()}
        title={`Send this ${what} to ${reviewer.name}?`}
        description={
          <>
            {reviewer.price > 0
              ? `${reviewer.name} reviews it within ${plural(reviewer.turnaroundHours, 'hour', 'hours')} of your payment of ${formatRupees(reviewer.price)}, or you get it back in full. Once paid, ${once} is reviewed once: you cannot send it to anyone else.`
              : `${reviewer.name} reviews it within ${plural(reviewer.turnaroundHours, 'hour', 'hours')}. It is free. ${once.charAt(0).toUpperCase() + once.slice(1)} is reviewed once, so you cannot send it to anyone else afterwards.`}
            {error && (
              <span role="alert" className="mt-2 block font-medium text-red-700">
                {error}
              </span>
            )}
          </>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Not now</Button>
            </DialogClose>
            <Button variant="danger" busy={request.isPending} onClick={send}>
              {reviewer.price > 0 ? 'Continue to payment' : 'Send for review'}
            </Button>
          </>
        }
      />
    </li>
  );
}

/**
 * The verified coaches who review this test, or all four tests of a psychology day (but `exceptId`,
 * the one already asked), each a tap away from getting it; `summary` warns first when it is mostly blank.
 */
export function ReviewerList({ subject, kind, exceptId, summary }: { subject: ReviewSubject; kind: PracticeTestKind | null; exceptId?: string; summary?: AnsweredSummary }) {
  const reviewers = useReviewers(subject, true);
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
    return kind ? (
      <EmptyState title={`No coach reviews ${PRACTICE_TESTS[kind].short} yet`} description="Coaches are signing up to review. Come back to this attempt later: it stays here." />
    ) : (
      <EmptyState title="No coach reviews a whole psychology day yet" description="Coaches who review TAT, WAT, SRT and SD all review a day. Come back later, or send its tests one by one." />
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Reviewers">
      {others.map((reviewer) => (
        <ReviewerCard key={reviewer.id} subject={subject} reviewer={reviewer} summary={summary} />
      ))}
    </ul>
  );
}
