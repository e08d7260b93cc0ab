import type { EntryRange, TimeWindow } from './types';

const endKey = (end: Date | null) => (end === null ? 'instant' : String(end.getTime()));
const entryKey = (entry: EntryRange) => `${entry.start.getTime()}|${endKey(entry.end)}`;

/** True when both have the same start and the same end (or are both single instants). */
export function sameRange(a: EntryRange, b: EntryRange): boolean {
  return entryKey(a) === entryKey(b);
}

/** Orders by start, then shorter first; single instants sort before windows with the same start. */
export function compareRanges(a: EntryRange, b: EntryRange): number {
  const byStart = a.start.getTime() - b.start.getTime();
  if (byStart !== 0) return byStart;
  return (a.end?.getTime() ?? -Infinity) - (b.end?.getTime() ?? -Infinity) || 0;
}

/** Drops exact duplicates (keeping the first) and sorts by start; the input is left untouched. */
export function normalizeWindows<T extends EntryRange>(entries: readonly T[]): T[] {
  const seen = new Set<string>();
  const unique = entries.filter((entry) => {
    const key = entryKey(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort(compareRanges);
}

/** The stored form of a window: 'startISO|endISO' in UTC. */
export function toWindowString(window: TimeWindow): string {
  return `${window.start.toISOString()}|${window.end.toISOString()}`;
}
