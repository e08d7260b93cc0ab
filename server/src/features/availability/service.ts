// Saving availability goes through PUT /api/users/profile (users/availability.ts, shared domain rules).
import { toWindowString, type TimeWindow } from '@ssb/domain';
import type { Db } from '../../db/client';
import * as repo from './repository';

/** The coach's stored windows as 'startISO|endISO' strings, sorted by start (the profile's shape). */
export async function availabilityStrings(db: Db, coachId: string): Promise<string[]> {
  return (await repo.listWindows(db, coachId)).map((w) => toWindowString({ start: w.startsAt, end: w.endsAt }));
}

/**
 * When each of these coaches is busy from `now` on (their live sessions, given or taken), in one query: the
 * coach representation marks these stretches of their availability as booked.
 */
export async function busyTimesByCoach(db: Db, coachIds: readonly string[], now: Date): Promise<Map<string, TimeWindow[]>> {
  return repo.busyIntervalsByCoach(db, coachIds, now);
}
