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
 * 24 h before is a full refund, exactly 6 h is half.
 */
export function refundTier(by: Canceller, start: Date, now: Date): RefundTier {
  if (by !== 'mentee') return 'full';
  const lead = start.getTime() - now.getTime();
  if (lead >= FULL_REFUND_HOURS * MS_PER_HOUR) return 'full';
  if (lead >= PARTIAL_REFUND_HOURS * MS_PER_HOUR) return 'half';
  return 'none';
}

export const REFUND_PERCENT: Record<RefundTier, number> = { full: 100, half: PARTIAL_REFUND_PERCENT, none: 0 };

/** The paise refunded when `by` cancels at `now` a session paid `paidPaise`. */
export function refundForCancellation(paidPaise: number, by: Canceller, start: Date, now: Date): number {
  const tier = refundTier(by, start, now);
  return tier === 'full' ? paidPaise : percentOf(paidPaise, REFUND_PERCENT[tier]);
}
