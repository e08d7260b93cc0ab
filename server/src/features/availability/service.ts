import { toWindowString, validateWindowList, type TimeWindow } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import { Invalid } from '../../platform/errors';
import * as repo from './repository';

const windowString = (w: repo.WindowRow) => toWindowString({ start: w.startsAt, end: w.endsAt });

/** The coach's stored windows as 'startISO|endISO' strings, sorted by start (the profile's shape). */
export async function availabilityStrings(db: Db, coachId: string): Promise<string[]> {
  return (await repo.listWindows(db, coachId)).map(windowString);
}

/**
 * Runs inside the caller's transaction, so it takes that transaction rather than the app's deps.
 * Saves a coach's availability (the profile save calls this): replaces all of the coach's windows with
 * `values` ('startISO|endISO' strings) after checking them with the shared availability rules
 * (`validateWindowList`: editor rules, de-duplicated and sorted). Runs inside the caller's transaction,
 * which must already hold the coach's row FOR UPDATE, so no booking (which holds it FOR SHARE, see
 * lockCoach) checks the windows while they change.
 */
export async function replaceCoachAvailability(tx: Db, coachId: string, values: readonly string[], now: Date): Promise<void> {
  const current = await repo.listWindows(tx, coachId);
  const result = validateWindowList(values, now, current.map(windowString));
  if (!result.ok) {
    const message = `${result.title}: ${result.message}`;
    throw new Invalid(message, { availability: message });
  }
  await repo.replaceWindows(tx, coachId, result.windows);
}

/**
 * When each of these coaches is busy from `now` on (their live sessions, given or taken), in one query: the
 * coach representation marks these stretches of their availability as booked.
 */
export async function busyTimesByCoach({ db, now }: Pick<AppDeps, 'db' | 'now'>, coachIds: readonly string[]): Promise<Map<string, TimeWindow[]>> {
  return repo.busyIntervalsByCoach(db, coachIds, now());
}
