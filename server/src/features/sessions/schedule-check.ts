import { SESSION_MESSAGES as M, type BookingRefusal, type TimeWindow } from '@ssb/domain';
import type { Db } from '../../db/client';
import { Invalid } from '../../platform/errors';
import { scheduleRefusal } from '../availability';

/** What a time the coach's schedule refuses is told (docs/product/schedule.md "Booking"). */
const SCHEDULE_REFUSALS: Record<BookingRefusal, string> = {
  outside: M.outsideAvailability,
  offGrid: M.offGrid,
  tooSoon: M.tooSoon,
  buffer: M.tooClose,
};

/**
 * Refuses (400, on `scheduledAt`) a booking or a new time that the coach's schedule does not offer.
 * `moving`: the session's current time, when it is the one being moved (it is no neighbour of itself).
 */
export async function assertSchedulable(tx: Db, coachId: string, session: TimeWindow, now: Date, moving?: TimeWindow): Promise<void> {
  const refusal = await scheduleRefusal(tx, coachId, session, now, moving);
  if (!refusal) return;
  const message = SCHEDULE_REFUSALS[refusal];
  throw new Invalid(message, { scheduledAt: message });
}
