import { PRACTICE_TESTS, type Battery } from '@ssb/domain';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useBatteryReview } from '../api';
import { ReviewerList } from './ReviewerList';
import { ReviewStatusPanel, type AttemptKinds } from './ReviewStatusPanel';

/** What the day asked and left blank, its tests together (the mostly blank warning reads it). */
export function dayTotals(battery: Pick<Battery, 'steps'>) {
  return battery.steps.reduce((sum, s) => ({ asked: sum.asked + (s.summary?.asked ?? 0), blank: sum.blank + (s.summary?.blank ?? 0) }), { asked: 0, blank: 0 });
}

/**
 * Under a finished board day: send the whole day (the screening day's OIR and PPDT, the psychology
 * day's TAT, WAT, SRT and SD) to one assessor, or where its review stands (docs/product/practice.md "Review").
 */
export function BatteryFeedback({ battery }: { battery: Battery }) {
  const { role } = useAuth();
  const reviewable = battery.status === 'finished' && battery.steps.some((s) => s.status === 'finished' && s.attemptId);
  const tests = battery.steps.map((s) => PRACTICE_TESTS[s.kind].short);
  const named = `${tests.slice(0, -1).join(', ')} and ${tests.at(-1)}`;
  const review = useBatteryReview(battery.id, reviewable);
  const [choosing, setChoosing] = useState(false);
  if (!reviewable) return null;
  const summary = dayTotals(battery);
  const attemptKinds: AttemptKinds = Object.fromEntries(battery.steps.flatMap((s) => (s.attemptId ? [[s.attemptId, s.kind]] : [])));

  let body;
  if (review.isPending) body = <Skeleton className="h-24 w-full rounded-xl" />;
  else if (review.isError) body = <ErrorState message={messageOf(review.error)} onRetry={() => void review.refetch()} retrying={review.isFetching} />;
  else if (review.data)
    body = (
      <>
        <ReviewStatusPanel review={review.data} attemptKinds={attemptKinds} summary={summary} />
        {review.data.status === 'done' && (
          <p className="text-sm">
            <Link to={`/dashboard/practice-reviews/${review.data.id}`} className="font-semibold text-primary-700 underline">
              Read the notes beside each answer of the day
            </Link>
          </p>
        )}
      </>
    );
  else if (role === 'mentee')
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-slate-700">
          One verified coach reads the whole day ({named}), comments on your answers, grades the 15 officer like qualities with the answers behind each grade, then writes a summary. A coach
          who reviews every one of these tests offers it at the sum of their prices, within their longest turnaround; a paid review not written in time is refunded in full.
        </p>
        {choosing ? (
          <ReviewerList subject={{ type: 'battery', id: battery.id }} kind={null} summary={summary} />
        ) : (
          <div>
            <Button variant="accent" onClick={() => setChoosing(true)}>
              Get feedback on the day
            </Button>
          </div>
        )}
      </div>
    );
  else body = <p className="text-sm text-slate-600">Not sent for review.</p>;

  return (
    <section aria-labelledby="day-feedback-heading" className="my-8 flex flex-col gap-3">
      <h2 id="day-feedback-heading" className="text-xl font-semibold text-primary-900">
        Feedback on the whole day
      </h2>
      {body}
    </section>
  );
}
