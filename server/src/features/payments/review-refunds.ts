import { reviewStatusAt } from '@ssb/domain';
import { and, eq, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import { practiceReviews, refunds } from '../../db/schema';
import { findReview } from '../practice';
import { bookRefund } from './refunds';
import * as money from './repository';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const BATCH = 100;

/** The review's refund for lapsing is booked (by the sweep): it can no longer be sent. */
const refundedAsLapsed = sql`exists (select 1 from ${refunds} where ${refunds.practiceReviewId} = ${practiceReviews.id} and ${refunds.reason} = 'review_lapsed')`;

/** A practice review paid for and neither sent nor refunded for lapsing: its money is not settled yet. */
export const paidReviewUnsettled = and(isNotNull(practiceReviews.paidAt), isNull(practiceReviews.submittedAt), not(refundedAsLapsed))!;

/** Whether this review was refunded for lapsing. */
export async function reviewRefundedAsLapsed(db: Db, reviewId: string): Promise<boolean> {
  const [row] = await db.select({ id: practiceReviews.id }).from(practiceReviews).where(and(eq(practiceReviews.id, reviewId), refundedAsLapsed));
  return row !== undefined;
}

/**
 * Paid reviews past their turnaround unwritten are refunded in full (a step of the money sweep). The
 * review's row is locked and its status read again from the clock, so a summary sent just in time wins
 * (its send locks the same row), and the refund's key makes a second pass book nothing.
 */
export async function refundLapsedReviews(deps: Deps, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: practiceReviews.id })
    .from(practiceReviews)
    .where(
      and(paidReviewUnsettled, or(lt(practiceReviews.dueAt, now), isNotNull(practiceReviews.closedAt))),
    )
    .limit(BATCH);
  let refunded = 0;
  for (const { id } of due) {
    const booked = await deps.db.transaction(async (tx) => {
      const review = await findReview(tx, id, true);
      if (!review || reviewStatusAt(review, now) !== 'lapsed') return false;
      const payment = await money.paymentOfReview(tx, review.id);
      if (!payment || payment.status !== 'captured') return false;
      const key = `review_lapsed:${review.id}`;
      return (await bookRefund(tx, deps.config, { payment, amount: payment.amountPaise, reason: 'review_lapsed', key, coachId: review.reviewerId, now })) !== null;
    });
    if (booked) refunded += 1;
  }
  return refunded;
}
