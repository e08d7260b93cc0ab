// Saving availability goes through PUT /api/users/profile (users/availability.ts, shared domain rules).
import { CALENDAR_SPAN_DAYS, markBooked, slotStatus, slotsInSpan, toWindowString, type AvailabilityWindowDto } from '@ssb/domain';
import type { Db } from '../../db/client';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The coach's stored windows as 'startISO|endISO' strings, sorted by start (the profile's shape). */
export async function availabilityStrings(db: Db, coachId: string): Promise<string[]> {
  return (await repo.listWindows(db, coachId)).map((w) => toWindowString({ start: w.startsAt, end: w.endsAt }));
}

/**
 * The coach representation's `availability`: every window that has not ended, each with its slots over the next
 * 14 days (from a day back, so every viewer's "today" is whole) and each slot's status (spec 4): booked where a
 * live session overlaps it, unavailable once started, else available. The viewer's calendar groups them by its
 * own local day.
 */
export async function coachAvailability(db: Db, coachId: string, now: Date): Promise<AvailabilityWindowDto[]> {
  const span = { start: new Date(now.getTime() - DAY_MS), end: new Date(now.getTime() + CALENDAR_SPAN_DAYS * DAY_MS) };
  const [windows, booked] = await Promise.all([
    repo.listWindows(db, coachId),
    repo.liveSessionIntervals(db, coachId, span.start, span.end),
  ]);
  return windows
    .filter((w) => w.endsAt.getTime() > now.getTime())
    .map((w) => {
      const entry = { start: w.startsAt, end: w.endsAt, flags: {} };
      const slots = markBooked(slotsInSpan([entry], span), booked).map((slot) => ({
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        status: slotStatus(slot, now),
      }));
      return { start: w.startsAt.toISOString(), end: w.endsAt.toISOString(), slots };
    });
}
