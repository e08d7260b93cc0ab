import { MS_PER_MINUTE, SLOT_MINUTES_DEFAULT } from '../constants';

const SLOT_MS = SLOT_MINUTES_DEFAULT * MS_PER_MINUTE;

/**
 * The coach's next free slot for discovery ('Next free: Tue 10:30'): the first start the booking
 * calendar offers (the slot grid of each available stretch, from its start) where a session of
 * `minutes` (the coach's shortest bookable type) fits inside that stretch. The entries are the
 * coach's availability with its status (scheduleEntries: booked, not yet bookable and past time are
 * already cut out). Null when none lies before `until`.
 */
export function nextFreeStart(
  entries: readonly { start: Date; end: Date; status: string }[],
  minutes: number,
  now: Date,
  until: Date,
): Date | null {
  const length = Math.max(1, minutes) * MS_PER_MINUTE;
  let best: number | null = null;
  for (const entry of entries) {
    if (entry.status !== 'available') continue;
    const start = entry.start.getTime();
    const skipped = Math.max(0, Math.ceil((now.getTime() - start) / SLOT_MS));
    const first = start + skipped * SLOT_MS;
    if (first + length > entry.end.getTime() || first >= until.getTime()) continue;
    if (best === null || first < best) best = first;
  }
  return best === null ? null : new Date(best);
}
