import { PRACTICE_TESTS, reviewDueAt } from '@ssb/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { payments } from '../../db/schema';
import { notify } from '../notifications';
import { nameOf } from './presenter';
import { queueReviewPaidMail } from './review-mail';
import * as repo from './reviews-repository';

type Payment = typeof payments.$inferSelect;

/**
 * What a paid review is to the money code (server/src/features/sessions/money/capture.ts): the row to
 * lock while a payment is recorded, the coach it pays, and its delivery once paid.
 */
export interface ReviewPurchase {
  coachId: string;
  /**
   * The payment reached us: the review starts (its turnaround counts from now), the reviewer hears of it
   * and the aspirant gets the mail with their receipt. False: it was withdrawn, refund it.
   */
  deliver(tx: Db, now: Date, payment: Payment): Promise<boolean>;
}

/** Locks the review a payment is for (null: the aspirant's account was erased with it). */
export async function lockReviewPurchase(tx: Db, config: Pick<AppConfig, 'publicUrl'>, reviewId: string): Promise<ReviewPurchase | null> {
  const review = await repo.findReview(tx, reviewId, true);
  if (!review) return null;
  return {
    coachId: review.reviewerId,
    deliver: async (db, now, payment) => {
      if (review.withdrawnAt) return false;
      if (review.paidAt) return true;
      const started = await repo.markPaid(db, review.id, now, reviewDueAt(now, review.turnaroundHours));
      await tellReviewer(db, started, now);
      const title = (await reviewPurchases(db, [started.id])).get(started.id)!.title;
      await queueReviewPaidMail(db, config, started, payment, title, now);
      return true;
    },
  };
}

/** The reviewer's bell: an attempt is theirs to review now (sent free, or paid for). */
export async function tellReviewer(db: Db, review: repo.ReviewRow, now: Date): Promise<void> {
  const [set] = (await repo.setsOfAttempts(db, [review.attemptId])).values();
  const aspirant = (await repo.peopleById(db, [review.userId])).get(review.userId);
  const test = set ? PRACTICE_TESTS[set.kind].short : 'practice';
  const title = `${aspirant ? nameOf(aspirant) : 'An aspirant'} sent a ${test} attempt for your review`;
  const body = `Due in ${review.turnaroundHours} hours: ${set?.title ?? ''}`;
  await notify(db, [{ userId: review.reviewerId, kind: 'practice', title, body, link: `/dashboard/practice-reviews/${review.id}` }], now);
}

/** A paid review as receipts, refund mails and payment lists name it. */
export interface ReviewPurchaseFacts {
  id: string;
  buyerId: string;
  coachId: string;
  /** "WAT review: WAT practice set 1" */
  title: string;
  /** Where the aspirant reads it: the attempt's results. */
  link: string;
  requestedAt: Date;
  status: 'awaiting_payment' | 'paid' | 'withdrawn';
}

export async function reviewPurchases(db: Db, reviewIds: string[]): Promise<Map<string, ReviewPurchaseFacts>> {
  const reviews = await repo.reviewsById(db, reviewIds);
  const sets = await repo.setsOfAttempts(db, reviews.map((r) => r.attemptId));
  return new Map(
    reviews.map((review) => {
      const set = sets.get(review.attemptId);
      const facts: ReviewPurchaseFacts = {
        id: review.id,
        buyerId: review.userId,
        coachId: review.reviewerId,
        title: set ? `${PRACTICE_TESTS[set.kind].short} review: ${set.title}` : 'Practice review',
        link: `/practice/attempts/${review.attemptId}`,
        requestedAt: review.requestedAt,
        status: review.paidAt ? 'paid' : review.withdrawnAt ? 'withdrawn' : 'awaiting_payment',
      };
      return [review.id, facts];
    }),
  );
}
