import { MS_PER_MINUTE } from '../constants';
import { FULL_REFUND_HOURS, PARTIAL_REFUND_HOURS, PARTIAL_REFUND_PERCENT } from './constants';
import { percentOf } from './amounts';

const MS_PER_HOUR = 60 * MS_PER_MINUTE;

/** Who cancels: the session's mentee, its coach, or an admin acting for the platform. */
export type Canceller = 'mentee' | 'mentor' | 'admin';

export type RefundTier = 'full' | 'half' | 'none';

/**
 * Which refund tier applies to a cancellation at `now` (docs/product/money.md "Cancellation and
 * refunds"): the coach (or an admin) cancelling refunds in full at any time; the mentee gets 100% from
 * 24 h before the start, 50% from 6 h, nothing under 6 h. The edges belong to the better tier: exactly
 * 24 h before is a full refund, exactly 6 h is half. A moved session's `cap` (the tier at the move, see
 * `refundTierCapOnReschedule`) lowers the mentee's tier, never raises it.
 */
export function refundTier(by: Canceller, start: Date, now: Date, cap: RefundTier | null = null): RefundTier {
  if (by !== 'mentee') return 'full';
  const lead = start.getTime() - now.getTime();
  const tier: RefundTier = lead >= FULL_REFUND_HOURS * MS_PER_HOUR ? 'full' : lead >= PARTIAL_REFUND_HOURS * MS_PER_HOUR ? 'half' : 'none';
  return cap === null ? tier : lowerTier(tier, cap);
}

export const REFUND_PERCENT: Record<RefundTier, number> = { full: 100, half: PARTIAL_REFUND_PERCENT, none: 0 };

/** The worse of two tiers for the mentee. */
export function lowerTier(a: RefundTier, b: RefundTier): RefundTier {
  return REFUND_PERCENT[a] <= REFUND_PERCENT[b] ? a : b;
}

/**
 * The cap a reschedule sets (docs/product/money.md "Reschedule"): the tier the mentee's cancellation would
 * have had at the moment of the move, lowered further by a cap an earlier move set. A later cancellation
 * by the mentee refunds by this tier or the tier at cancellation, whichever is lower, so moving a session
 * further out never buys a better refund (booked 14 h ahead, moved to 60 h ahead, cancelled: 50%).
 */
export function refundTierCapOnReschedule(oldStart: Date, now: Date, previousCap: RefundTier | null = null): RefundTier {
  return refundTier('mentee', oldStart, now, previousCap);
}

/**
 * The paise refunded when `by` cancels at `now` a session paid `paidPaise`. `cap` is the session's
 * `refundTierCap` (set when the mentee moved it): it bounds the mentee's tier, never the coach's or an
 * admin's, who refund in full at any time.
 */
export function refundForCancellation(paidPaise: number, by: Canceller, start: Date, now: Date, cap: RefundTier | null = null): number {
  const tier = refundTier(by, start, now, cap);
  return tier === 'full' ? paidPaise : percentOf(paidPaise, REFUND_PERCENT[tier]);
}
