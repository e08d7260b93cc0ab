import { INSTANT_OVERLAP_MINUTES, MS_PER_MINUTE, PAST_RANGE_TOLERANCE_MS } from '../constants';
import { normalizeWindows, sameRange, toWindowString } from './normalize';
import { parseEntries, parseInstant, splitWindowString } from './parse';
import type { EntryRange, TimeWindow } from './types';

/** The availability editor's messages (docs/product/coaches.md "The editor's rules"), as title and message of one toast. */
export const AVAILABILITY_ERRORS = {
  missing: { title: 'Missing time', message: 'Please provide both start and end time' },
  invalid: { title: 'Invalid time', message: 'Please provide valid start and end times' },
  range: { title: 'Invalid range', message: 'End time must be after start time' },
  past: { title: 'Invalid time', message: 'Cannot add a time range entirely in the past' },
  duplicate: { title: 'Duplicate range', message: 'This time window already exists' },
  overlap: { title: 'Overlapping range', message: 'This time window overlaps an existing one' },
} as const;

export type AvailabilityErrorKind = keyof typeof AVAILABILITY_ERRORS;
export interface WindowFailure {
  ok: false;
  kind: AvailabilityErrorKind;
  title: string;
  message: string;
}
export type WindowValidation = { ok: true; window: TimeWindow } | WindowFailure;

export interface WindowCandidate {
  start?: string | null;
  end?: string | null;
}

function fail(kind: AvailabilityErrorKind): WindowFailure {
  return { ok: false, kind, ...AVAILABILITY_ERRORS[kind] };
}

/** The end used for overlap checks: a single instant occupies INSTANT_OVERLAP_MINUTES. */
export function effectiveEnd(entry: EntryRange): Date {
  return entry.end ?? new Date(entry.start.getTime() + INSTANT_OVERLAP_MINUTES * MS_PER_MINUTE);
}

/** Half-open intersection test: windows that merely touch do not overlap. */
export function rangesOverlap(a: EntryRange, b: EntryRange): boolean {
  return a.start.getTime() < effectiveEnd(b).getTime() && b.start.getTime() < effectiveEnd(a).getTime();
}

/** True when the window ended more than the tolerance before now. */
export function isEntirelyPast(window: TimeWindow, now: Date): boolean {
  return window.end.getTime() < now.getTime() - PAST_RANGE_TOLERANCE_MS;
}

const isBlank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

function readCandidate(candidate: WindowCandidate, requireOffset: boolean): WindowValidation {
  if (isBlank(candidate.start) || isBlank(candidate.end)) return fail('missing');
  const start = parseInstant(candidate.start, { requireOffset });
  const end = parseInstant(candidate.end, { requireOffset });
  if (!start || !end) return fail('invalid');
  if (end.getTime() <= start.getTime()) return fail('range');
  return { ok: true, window: { start, end } };
}

function checkAgainstExisting(window: TimeWindow, existing: readonly EntryRange[]): WindowFailure | null {
  if (existing.some((e) => sameRange(e, window))) return fail('duplicate');
  if (existing.some((e) => rangesOverlap(e, window))) return fail('overlap');
  return null;
}

/**
 * The editor's check for one new window, in the order of docs/product/coaches.md "The editor's
 * rules". Start and end are ISO date-times; without an offset they are read as local time (a
 * datetime-local input's value).
 */
export function validateNewWindow(
  candidate: WindowCandidate,
  existing: readonly EntryRange[],
  now: Date,
): WindowValidation {
  const read = readCandidate(candidate, false);
  if (!read.ok) return read;
  if (isEntirelyPast(read.window, now)) return fail('past');
  return checkAgainstExisting(read.window, existing) ?? read;
}

export type WindowListValidation =
  | { ok: true; windows: TimeWindow[]; values: string[] }
  | (WindowFailure & { index: number });

/**
 * The server's check of a whole submitted list of 'startISO|endISO' strings: each window must
 * pass the editor's rules against the windows before it. Differences from the editor, on purpose:
 * - exact duplicates are dropped rather than refused, since saving de-duplicates anyway;
 * - a window unchanged from `previous` (what is stored now) may lie in the past, so a coach can
 *   re-save a list that still holds yesterday's window;
 * - single instants are refused ('Missing time'): bookings need a window with an end;
 * - both ends need an explicit offset ('Z' or '±hh:mm'), as the server has no viewer time zone.
 * On success the list comes back de-duplicated and sorted, as windows and as strings.
 */
export function validateWindowList(
  values: readonly unknown[],
  now: Date,
  previous: readonly unknown[] = [],
): WindowListValidation {
  const stored = parseEntries(previous);
  const accepted: TimeWindow[] = [];
  for (const [index, value] of values.entries()) {
    const result = readListItem(value, stored, now);
    if (!result.ok) return { ...result, index };
    if (accepted.some((w) => sameRange(w, result.window))) continue;
    if (accepted.some((w) => rangesOverlap(w, result.window))) return { ...fail('overlap'), index };
    accepted.push(result.window);
  }
  const windows = normalizeWindows(accepted);
  return { ok: true, windows, values: windows.map(toWindowString) };
}

function readListItem(value: unknown, stored: readonly EntryRange[], now: Date): WindowValidation {
  const halves = typeof value === 'string' ? splitWindowString(value) : null;
  if (!halves) return fail('invalid');
  const read = readCandidate(halves, true);
  if (!read.ok) return read;
  const unchanged = stored.some((s) => sameRange(s, read.window));
  return !unchanged && isEntirelyPast(read.window, now) ? fail('past') : read;
}
