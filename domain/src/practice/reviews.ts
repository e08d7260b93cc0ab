import { SESSION_TYPE_PRICE_MAX } from '../constants';
import { OFFICER_LIKE_QUALITIES, PRACTICE_TESTS, type OfficerLikeQuality, type PracticeTestKind } from './tests';
import { BATTERY_NAMES, BATTERY_TESTS, type BatteryStage } from './batteries';

/**
 * Review by an assessor (docs/product/practice.md "Review"): an aspirant sends a finished attempt
 * to a verified coach who offers reviews of that test; the coach comments on answers, marks the
 * officer like qualities they show (strong, or to work on) and writes a summary within the
 * turnaround they promised, or the request lapses.
 */
export const REVIEW_TURNAROUND_HOURS = { default: 72, min: 24, max: 168 } as const;

export const REVIEW_LIMITS = { comment: 1000, summary: { min: 40, max: 4000 } } as const;

/** A review's price in whole rupees, like a session type's: 0 is free. */
export const REVIEW_PRICE_MAX = SESSION_TYPE_PRICE_MAX;

/** How an answer shows a quality: clearly (strong) or as something to work on. */
export const QUALITY_MARKS = ['strong', 'work_on'] as const;
export type QualityMark = (typeof QUALITY_MARKS)[number];
export const QUALITY_MARK_LABELS: Record<QualityMark, string> = { strong: 'Strong', work_on: 'To work on' };

export type ReviewStatus = 'awaiting_payment' | 'requested' | 'done' | 'lapsed';
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  awaiting_payment: 'Waiting for your payment',
  requested: 'Waiting for the review',
  done: 'Reviewed',
  lapsed: 'Not reviewed in time',
};

/** A review's badge: its status, except that one closed by its reviewer's suspension was not late, only not written. */
export const reviewBadgeLabel = (review: { status: ReviewStatus; closedAt: string | null }) =>
  review.status === 'lapsed' && review.closedAt ? 'Not reviewed' : REVIEW_STATUS_LABELS[review.status];

/**
 * How payments, receipts, mails and earnings name a review bought: "WAT review: WAT practice set 1", a board
 * day's "Psychology day review" (its set gone: "Practice review").
 */
export const reviewPurchaseTitle = (subject: { kind: PracticeTestKind; title: string } | { stage: BatteryStage } | null | undefined) => {
  if (!subject) return 'Practice review';
  if ('stage' in subject) return `${BATTERY_NAMES[subject.stage]} review`;
  return `${PRACTICE_TESTS[subject.kind].short} review: ${subject.title}`;
};

/** Where a review's aspirant reads it: the attempt's results, or the board day's. */
export const reviewLink = (review: { attemptId: string | null; batteryId: string | null }) =>
  review.batteryId ? `/practice/board-days/${review.batteryId}` : `/practice/attempts/${review.attemptId}`;

/**
 * A board day reviewed as one (docs/product/practice.md "Review"): offered by a coach who reviews every
 * test of the day, at the sum of their prices and their longest turnaround. Null: they miss one.
 */
export function batteryOffer(stage: BatteryStage, offers: readonly { kind: PracticeTestKind; pricePaise: number; turnaroundHours: number }[]): { pricePaise: number; turnaroundHours: number } | null {
  const chosen = BATTERY_TESTS[stage].map((kind) => offers.find((o) => o.kind === kind));
  if (chosen.some((o) => !o)) return null;
  const all = chosen as { pricePaise: number; turnaroundHours: number }[];
  return { pricePaise: all.reduce((sum, o) => sum + o.pricePaise, 0), turnaroundHours: Math.max(...all.map((o) => o.turnaroundHours)) };
}

/**
 * When the review is due: the promised hours counted from the moment the reviewer could start, the
 * request for a free review and the payment for a paid one (an unpaid request is not theirs yet).
 */
export const reviewDueAt = (startsAt: Date, turnaroundHours: number) => new Date(startsAt.getTime() + turnaroundHours * 3_600_000);

/**
 * Whether a review is the reviewer's to see: a free one, or a paid one once it is paid (a request
 * waiting for its payment is not theirs yet, nor one the aspirant withdrew).
 */
export function reachedReviewer(review: { amountPaise: number; paidAt: Date | null; withdrawnAt: Date | null }): boolean {
  return review.withdrawnAt === null && (review.amountPaise === 0 || review.paidAt !== null);
}

/**
 * Where a review stands at `now`: sent, waiting for the aspirant's payment, still open, or lapsed:
 * past its turnaround unwritten, or closed before it because its reviewer was suspended (a paid one
 * is then refunded in full by the money sweep).
 */
export function reviewStatusAt(
  review: { dueAt: Date; submittedAt: Date | null; amountPaise: number; paidAt: Date | null; closedAt: Date | null },
  now: Date,
): ReviewStatus {
  if (review.submittedAt) return 'done';
  if (review.amountPaise > 0 && !review.paidAt) return 'awaiting_payment';
  if (review.closedAt) return 'lapsed';
  return now.getTime() > review.dueAt.getTime() ? 'lapsed' : 'requested';
}

export type QualityTags = Partial<Record<OfficerLikeQuality, QualityMark>>;

export interface QualityTally {
  quality: OfficerLikeQuality;
  strong: number;
  workOn: number;
}

/**
 * Across every tag of every written review: how often each quality was marked strong and to work
 * on, in the board's order, leaving out qualities nobody marked.
 */
export function tallyQualities(tags: readonly QualityTags[]): QualityTally[] {
  return OFFICER_LIKE_QUALITIES.map((quality) => ({
    quality,
    strong: tags.filter((t) => t[quality] === 'strong').length,
    workOn: tags.filter((t) => t[quality] === 'work_on').length,
  })).filter((t) => t.strong + t.workOn > 0);
}
