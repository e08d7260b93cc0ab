import { PRACTICE_TESTS, reviewDueAt, reviewPurchaseTitle, type PracticeTestKind } from '@ssb/domain';
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
   * and the aspirant gets the mail with their receipt. False: it was withdrawn, or its reviewer can no
   * longer write it (suspended, or their account deleted): refund it.
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
      // A reviewer suspended or gone since it was asked cannot write it: nothing to hold the money for.
      if (!(await repo.reviewerActive(db, review.reviewerId))) return false;
      const started = await repo.markPaid(db, review.id, now, reviewDueAt(now, review.turnaroundHours));
      const set = await setOf(db, started);
      await tellReviewer(db, started, set, now);
      await queueReviewPaidMail(db, config, started, payment, reviewPurchaseTitle(set), now);
      return true;
    },
  };
}

type SetOfReview = { kind: PracticeTestKind; title: string } | undefined;

const setOf = async (db: Db, review: repo.ReviewRow): Promise<SetOfReview> => (await repo.setsOfAttempts(db, [review.attemptId])).get(review.attemptId);

/** The reviewer's bell: an attempt is theirs to review now (sent free, or paid for). */
export async function tellReviewer(db: Db, review: repo.ReviewRow, set: SetOfReview, now: Date): Promise<void> {
  const aspirant = (await repo.peopleById(db, [review.userId])).get(review.userId);
  const test = set ? PRACTICE_TESTS[set.kind].short : 'practice';
  const title = `${aspirant ? nameOf(aspirant) : 'An aspirant'} sent a ${test} attempt for your review`;
  const body = `Due in ${review.turnaroundHours} hours: ${set?.title ?? ''}`;
  await notify(db, [{ userId: review.reviewerId, kind: 'practice', title, body, link: `/dashboard/practice-reviews/${review.id}` }], now);
}

/** A review bought, as refund mails and the test gateway's checkout name it (null: erased with its aspirant's account). */
export async function reviewPurchase(db: Db, reviewId: string): Promise<{ buyerId: string; title: string; link: string } | null> {
  const review = await repo.findReview(db, reviewId);
  if (!review) return null;
  return { buyerId: review.userId, title: reviewPurchaseTitle(await setOf(db, review)), link: `/practice/attempts/${review.attemptId}` };
}
