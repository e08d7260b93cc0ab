import { validateWindowList } from '@ssb/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilityWindows } from '../../db/schema';
import { Invalid } from '../../platform/errors';
import { windowString } from './presenter';

/**
 * Saves a coach's availability: replaces all of the coach's windows with `values`
 * ('startISO|endISO' strings) after checking them with the shared availability rules
 * (`validateWindowList`: editor rules, de-duplicated and sorted; docs/product/coaches.md "Saving availability"). Runs inside the caller's
 * transaction, which must already hold the coach's row lock (see service.updateProfile).
 *
 * Owned by the booking feature from here on; the profile save only calls this.
 */
export async function replaceCoachAvailability(tx: Db, coachId: string, values: readonly string[], now: Date): Promise<void> {
  const current = await tx.select().from(availabilityWindows).where(eq(availabilityWindows.coachId, coachId));
  const result = validateWindowList(values, now, current.map(windowString));
  if (!result.ok) {
    const message = `${result.title}: ${result.message}`;
    throw new Invalid(message, { availability: message });
  }
  await tx.delete(availabilityWindows).where(eq(availabilityWindows.coachId, coachId));
  if (result.windows.length > 0) {
    await tx.insert(availabilityWindows).values(result.windows.map((w) => ({ coachId, startsAt: w.start, endsAt: w.end })));
  }
}
