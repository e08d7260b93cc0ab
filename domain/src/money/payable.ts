import { MS_PER_MINUTE } from '../constants';
import { DISPUTE_CLOSES_AFTER_END_HOURS } from './constants';

const MS_PER_HOUR = 60 * MS_PER_MINUTE;

/**
 * Until when a coach's earning on a session (or a practice review) is pending: the end of its dispute
 * window, 24 h after the end (docs/product/money.md "Pending, then payable"). A no-show report may still
 * come at that very instant, so the earning becomes payable only once it has passed.
 */
export function earningPendingUntil(end: Date): Date {
  return new Date(end.getTime() + DISPUTE_CLOSES_AFTER_END_HOURS * MS_PER_HOUR);
}

/** An earning is payable strictly after its pending instant; null (an admin completed a dispute) is payable at once. */
export function earningIsPayable(pendingUntil: Date | null, now: Date): boolean {
  return pendingUntil === null || now.getTime() > pendingUntil.getTime();
}
