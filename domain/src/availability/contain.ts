import type { EntryRange, TimeWindow } from './types';

/**
 * The window that holds the whole range (a booked session must lie inside one of the coach's
 * availability windows: docs/product/sessions.md "Booking"), or null. Single instants hold nothing: they have no end.
 */
export function findContainingWindow(entries: readonly EntryRange[], range: TimeWindow): TimeWindow | null {
  for (const entry of entries) {
    if (entry.end === null) continue;
    if (entry.start.getTime() <= range.start.getTime() && range.end.getTime() <= entry.end.getTime()) {
      return { start: entry.start, end: entry.end };
    }
  }
  return null;
}
