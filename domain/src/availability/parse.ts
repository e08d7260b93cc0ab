import type { AvailabilityEntry, AvailabilityFlags } from './types';

export interface ParseInstantOptions {
  /** Reject date-times without 'Z' or '±hh:mm'; the server wants no ambiguity about the zone. */
  requireOffset?: boolean;
}

// Date-time only (no bare dates): YYYY-MM-DDThh:mm[:ss[.fraction]][Z|±hh:mm]
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Parses an ISO 8601 date-time by hand instead of with `Date.parse`, which accepts almost
 * anything, rolls 31 February over into March, and differs between browsers. Without an offset
 * the value is local time, which is what an `<input type="datetime-local">` means.
 */
export function parseInstant(value: unknown, options: ParseInstantOptions = {}): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value !== 'string') return null;
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', fraction = '', offset] = match;
  const parts = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = parts;
  if (!isValidClock(year, month, day, hour, minute, second)) return null;
  if (!offset && options.requireOffset) return null;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  if (!offset) return new Date(year, month - 1, day, hour, minute, second, ms);
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMinutes(offset) * 60_000;
  const date = new Date(utc);
  return Number.isNaN(date.getTime()) ? null : date;
}

function isValidClock(year: number, month: number, day: number, hour: number, minute: number, second: number): boolean {
  // Years below 1000 would be read as 19xx by the Date constructors.
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

function offsetMinutes(offset: string): number {
  if (offset === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hh = 0, mm = 0] = offset.slice(1).split(':').map(Number);
  return sign * (hh * 60 + mm);
}

/** Splits 'start|end' into its trimmed halves; a string without '|' is a single start. */
export function splitWindowString(value: string): { start: string; end: string | null } | null {
  const parts = value.split('|');
  if (parts.length > 2) return null;
  return { start: (parts[0] ?? '').trim(), end: parts.length === 2 ? (parts[1] ?? '').trim() : null };
}

/**
 * Reads one availability entry in any of its three shapes (docs/product/coaches.md "Availability
 * windows"). Anything unusable (unparseable, or a window whose end is not after its start) gives
 * null; it never throws.
 */
export function parseEntry(raw: unknown): AvailabilityEntry | null {
  if (typeof raw === 'string') return parseStringEntry(raw);
  if (raw !== null && typeof raw === 'object') return parseObjectEntry(raw as Record<string, unknown>);
  return null;
}

function parseStringEntry(raw: string): AvailabilityEntry | null {
  const halves = splitWindowString(raw);
  if (!halves) return null;
  return buildEntry(halves.start, halves.end, {});
}

function parseObjectEntry(raw: Record<string, unknown>): AvailabilityEntry | null {
  const end = raw.end ?? raw.until ?? null;
  return buildEntry(raw.start ?? raw.iso, end, readFlags(raw));
}

function buildEntry(startRaw: unknown, endRaw: unknown, flags: AvailabilityFlags): AvailabilityEntry | null {
  const start = parseInstant(startRaw);
  if (!start) return null;
  if (endRaw === null || endRaw === undefined) return { start, end: null, flags };
  const end = parseInstant(endRaw);
  if (!end || end.getTime() <= start.getTime()) return null;
  return { start, end, flags };
}

function readFlags(raw: Record<string, unknown>): AvailabilityFlags {
  const flags: AvailabilityFlags = {};
  const available = firstBoolean(raw.available, raw.isAvailable);
  const booked = firstBoolean(raw.booked, raw.isBooked);
  if (available !== undefined) flags.available = available;
  if (booked !== undefined) flags.booked = booked;
  if (typeof raw.status === 'string') flags.status = raw.status;
  return flags;
}

function firstBoolean(...values: unknown[]): boolean | undefined {
  return values.find((v): v is boolean => typeof v === 'boolean');
}

/** Parses a list from the server or a form, silently dropping unusable entries. */
export function parseEntries(raw: unknown): AvailabilityEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(parseEntry).filter((e): e is AvailabilityEntry => e !== null);
}

/** A Date, or the ISO string / epoch milliseconds that JSON and the database deliver. */
export type Instant = Date | string | number;

/** An instant from a Date, epoch milliseconds or an ISO string, else null. */
export function toInstant(value: Instant | null | undefined): Date | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  return parseInstant(value);
}
