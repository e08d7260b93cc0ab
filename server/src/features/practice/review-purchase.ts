import { BATTERY_NAMES, plural, PRACTICE_TESTS, withArticle, reviewDueAt, reviewLink, reviewPurchaseTitle, type BatteryStage, type PracticeTestKind } from '@ssb/domain';
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
      const subject = (await subjectsOf(db, [started])).get(started.id)!;
      await tellReviewer(db, started, subject, now);
      await queueReviewPaidMail(db, config, started, payment, subject.title, now);
      return true;
    },
  };
}

/** What a review is of: one attempt's set, or a board day; and how payments, mails and screens name it. */
export type ReviewSubject = {
  set: { kind: PracticeTestKind; title: string } | null;
  battery: { id: string; stage: BatteryStage } | null;
  title: string;
};

/** The subject of each review, by review id, read once for all. */
export async function subjectsOf(db: Db, reviews: readonly Pick<repo.ReviewRow, 'id' | 'attemptId' | 'batteryId'>[]): Promise<Map<string, ReviewSubject>> {
  const [sets, stages] = await Promise.all([
    repo.setsOfAttempts(db, reviews.flatMap((r) => (r.attemptId ? [r.attemptId] : []))),
    repo.stagesOfBatteries(db, reviews.flatMap((r) => (r.batteryId ? [r.batteryId] : []))),
  ]);
  return new Map(
    reviews.map((r) => {
      const stage = r.batteryId ? stages.get(r.batteryId) : undefined;
      const set = r.attemptId ? (sets.get(r.attemptId) ?? null) : null;
      const battery = r.batteryId && stage ? { id: r.batteryId, stage } : null;
      return [r.id, { set, battery, title: reviewPurchaseTitle(battery ?? set) }];
    }),
  );
}

/** The reviewer's bell: an attempt (or a board day) is theirs to review now (sent free, or paid for). */
export async function tellReviewer(db: Db, review: repo.ReviewRow, subject: ReviewSubject, now: Date): Promise<void> {
  const aspirant = (await repo.peopleById(db, [review.userId])).get(review.userId);
  const who = aspirant ? nameOf(aspirant) : 'An aspirant';
  const title = subject.battery
    ? `${who} sent ${withArticle(BATTERY_NAMES[subject.battery.stage].toLowerCase())} for your review`
    : `${who} sent ${withArticle(`${subject.set ? PRACTICE_TESTS[subject.set.kind].short : 'practice'} attempt`)} for your review`;
  const body = `Due in ${plural(review.turnaroundHours, 'hour', 'hours')}: ${subject.battery ? subject.title : (subject.set?.title ?? '')}`;
  await notify(db, [{ userId: review.reviewerId, kind: 'practice', title, body, link: `/dashboard/practice-reviews/${review.id}` }], now);
}

/** A review bought, as refund mails and the test gateway's checkout name it (null: erased with its aspirant's account). */
export async function reviewPurchase(db: Db, reviewId: string): Promise<{ buyerId: string; title: string; link: string } | null> {
  const review = await repo.findReview(db, reviewId);
  if (!review) return null;
  return { buyerId: review.userId, title: (await subjectsOf(db, [review])).get(review.id)!.title, link: reviewLink(review) };
}
