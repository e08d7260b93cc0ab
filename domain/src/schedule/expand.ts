import { fromZonedTime, formatInTimeZone } from 'date-fns-tz';
import { MS_PER_MINUTE } from '../constants';
import { availabilityEntries, type StatusEntry } from '../availability/entries';
import { startsOnSlotGrid } from '../availability/slots';
import type { TimeWindow } from '../availability/types';
import { SCHEDULE_HORIZON_DAYS } from './rules';
import type { Schedule, Weekday } from './types';

const DAY_MS = 24 * 60 * MS_PER_MINUTE;

/**
 * The coach's bookable windows: the weekly hours that reach into [from, to) on each date of the
 * coach's zone (not on days off), plus every one-off window not over by `from` (one-off windows are
 * dated by the coach, so the horizon does not cut them; docs/product/schedule.md). Wall-clock
 * times become instants through the zone's rules (date-fns-tz), so a range keeps its local hours
 * across a daylight-saving change; a range that the change swallows entirely is dropped. Windows
 * that overlap are joined into one, whose slot grid starts at its start.
 */
export function scheduleWindows(schedule: Schedule, oneOffs: readonly TimeWindow[], from: Date, to: Date): TimeWindow[] {
  const windows: TimeWindow[] = oneOffs.filter((w) => w.end > from);
  const daysOff = new Set(schedule.daysOff);
  // Every local date that can touch [from, to): a day either side covers any zone's offset. Stepped
  // date by date, not by 24 hours, which skips a date when a day of 23 hours begins late in the evening.
  const localDate = (instant: number) => formatInTimeZone(new Date(instant), schedule.timeZone, 'yyyy-MM-dd');
  const lastDate = localDate(to.getTime() + DAY_MS);
  for (let date = localDate(from.getTime() - DAY_MS); date <= lastDate; date = nextDate(date)) {
    if (daysOff.has(date)) continue;
    const weekday = weekdayOf(date);
    for (const range of schedule.weeklyHours) {
      if (range.weekday !== weekday) continue;
      const start = fromZonedTime(`${date}T${range.start}:00`, schedule.timeZone);
      const end = range.end === '24:00' ? fromZonedTime(`${nextDate(date)}T00:00:00`, schedule.timeZone) : fromZonedTime(`${date}T${range.end}:00`, schedule.timeZone);
      if (end > start && end > from && start < to) windows.push({ start, end });
    }
  }
  return joinWindows(windows);
}

/** ISO weekday of a calendar date: Monday 1 to Sunday 7. */
function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

/** Sorted, with overlapping windows joined (touching ones stay apart, each with its own slot grid). */
function joinWindows(windows: TimeWindow[]): TimeWindow[] {
  const sorted = [...windows].sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
  const joined: TimeWindow[] = [];
  for (const w of sorted) {
    const last = joined.at(-1);
    if (last && w.start < last.end) {
      if (w.end > last.end) last.end = w.end;
    } else joined.push({ start: w.start, end: w.end });
  }
  return joined;
}

/** Windows not over yet, weekly hours up to the horizon. */
function expansionRange(now: Date): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + SCHEDULE_HORIZON_DAYS * DAY_MS) };
}

/** Busy times widened by the buffer on both sides: nothing may be booked that close to them. */
function withBuffer(busy: readonly TimeWindow[], bufferMinutes: number): TimeWindow[] {
  const pad = bufferMinutes * MS_PER_MINUTE;
  return busy.map((b) => ({ start: new Date(b.start.getTime() - pad), end: new Date(b.end.getTime() + pad) }));
}

/** The earliest instant a booking may start: now plus the coach's minimum notice. */
export function earliestBookableStart(schedule: Schedule, now: Date): Date {
  return new Date(now.getTime() + schedule.minNoticeMinutes * MS_PER_MINUTE);
}

/**
 * The coach's availability as the spec's entries (decisions: "Availability entries carry their
 * status"): schedule and one-off windows up to the horizon, minus busy times and their buffers
 * (`booked`), minus what starts before now plus the minimum notice (`unavailable`).
 */
export function scheduleEntries(schedule: Schedule, oneOffs: readonly TimeWindow[], busy: readonly TimeWindow[], now: Date): StatusEntry[] {
  const { from, to } = expansionRange(now);
  const weeklyAndOneOff = scheduleWindows(schedule, oneOffs, from, to);
  return availabilityEntries(weeklyAndOneOff, withBuffer(busy, schedule.bufferMinutes), earliestBookableStart(schedule, now));
}

export type BookingRefusal = 'outside' | 'offGrid' | 'tooSoon' | 'buffer';

/**
 * Whether [start, end) may be booked by the schedule's rules: inside one window (weekly hours up
 * to the horizon, or a one-off window), on that window's slot grid, no earlier than the minimum
 * notice, and not within the buffer of a busy time. Overlap with a busy time itself is the
 * database's to refuse (the overlap constraints), so racing bookings are decided there.
 */
export function bookingRefusal(
  schedule: Schedule,
  oneOffs: readonly TimeWindow[],
  busy: readonly TimeWindow[],
  now: Date,
  session: TimeWindow,
): BookingRefusal | null {
  const { from, to } = expansionRange(now);
  const holding = scheduleWindows(schedule, oneOffs, from, to).filter((w) => w.start <= session.start && w.end >= session.end);
  if (holding.length === 0) return 'outside';
  if (!holding.some((w) => startsOnSlotGrid(w.start, session.start))) return 'offGrid';
  if (session.start < earliestBookableStart(schedule, now)) return 'tooSoon';
  const pad = schedule.bufferMinutes * MS_PER_MINUTE;
  const overlaps = (b: TimeWindow, by: number) => b.start.getTime() - by < session.end.getTime() && b.end.getTime() + by > session.start.getTime();
  if (pad > 0 && busy.some((b) => !overlaps(b, 0) && overlaps(b, pad))) return 'buffer';
  return null;
}
