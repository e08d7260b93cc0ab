import {
  AFTERNOON_STARTS_HOUR,
  CALENDAR_SPAN_DAYS,
  EVENING_STARTS_HOUR,
  MS_PER_MINUTE,
  SLOT_MINUTES_DEFAULT,
  SLOT_MINUTES_MIN,
} from '../constants';
import { compareRanges, sameRange } from './normalize';
import { rangesOverlap } from './validate';
import type { AvailabilityEntry, AvailabilityFlags, EntryRange, Slot, SlotStatus, TimeWindow } from './types';
import { addLocalDays, localDateKey, localHour, startOfLocalDay } from './zone';

/** A usable slot length: the default when missing or not a number, never below the minimum. */
export function slotMinutesOrDefault(minutes?: number): number {
  if (minutes === undefined || !Number.isFinite(minutes)) return SLOT_MINUTES_DEFAULT;
  return Math.max(SLOT_MINUTES_MIN, Math.floor(minutes));
}

/** The calendar's range: from local midnight today, `days` calendar days long, in the viewer's zone. */
export function calendarSpan(now: Date, timeZone?: string, days = CALENDAR_SPAN_DAYS): TimeWindow {
  return { start: startOfLocalDay(now, timeZone), end: addLocalDays(now, days, timeZone) };
}

/** The 'YYYY-MM-DD' keys of the span's days, so empty days can be shown too. */
export function calendarDayKeys(span: TimeWindow, timeZone?: string): string[] {
  const keys: string[] = [];
  for (let day = span.start; day < span.end; day = addLocalDays(day, 1, timeZone)) {
    keys.push(localDateKey(day, timeZone));
  }
  return keys;
}

/**
 * The slot grid: the calendar's slots start at the window's start and every slot length after it. A booking
 * must start on this grid of the window that holds it, so the server accepts exactly the start times the
 * calendar offers. `cutIntoSlots` cuts along the same grid.
 */
export function startsOnSlotGrid(windowStart: Date, at: Date, slotMinutes?: number): boolean {
  const offset = at.getTime() - windowStart.getTime();
  return offset >= 0 && offset % (slotMinutesOrDefault(slotMinutes) * MS_PER_MINUTE) === 0;
}

/**
 * Cuts one entry into back-to-back slots lying wholly inside both the entry and the span; a
 * remainder shorter than a slot is dropped. A single instant gives one slot starting there.
 * Slots stay aligned to the entry's start, and the loop starts at the span so that a huge
 * window from bad data costs no more than the span.
 */
export function cutIntoSlots(entry: AvailabilityEntry, span: TimeWindow, slotMinutes?: number): Slot[] {
  const length = slotMinutesOrDefault(slotMinutes) * MS_PER_MINUTE;
  const start = entry.start.getTime();
  const end = Math.min(entry.end?.getTime() ?? start + length, span.end.getTime());
  const skipped = Math.max(0, Math.ceil((span.start.getTime() - start) / length));
  const slots: Slot[] = [];
  for (let t = start + skipped * length; t + length <= end; t += length) {
    slots.push({ start: new Date(t), end: new Date(t + length), flags: { ...entry.flags } });
  }
  return slots;
}

/** Every slot of every entry inside the span, sorted by start, without exact duplicates. */
export function slotsInSpan(entries: readonly AvailabilityEntry[], span: TimeWindow, slotMinutes?: number): Slot[] {
  const all = entries.flatMap((entry) => cutIntoSlots(entry, span, slotMinutes)).sort(compareRanges);
  return all.filter((slot, i) => i === 0 || !sameRange(all[i - 1] as Slot, slot));
}

/** Copies the slots, flagging as booked each one that overlaps a booked interval. */
export function markBooked(slots: readonly Slot[], booked: readonly EntryRange[]): Slot[] {
  return slots.map((slot) =>
    booked.some((b) => rangesOverlap(slot, b)) ? { ...slot, flags: { ...slot.flags, booked: true } } : slot,
  );
}

function isBooked(flags: AvailabilityFlags): boolean {
  return flags.booked === true || flags.status === 'booked';
}

/**
 * docs/product/coaches.md "Slot status". An explicit flag wins even for a past slot, as older data
 * relies on it; the server still refuses to book anything that starts in the past.
 */
export function slotStatus(slot: { start: Date; flags: AvailabilityFlags }, now: Date): SlotStatus {
  const { flags } = slot;
  if (isBooked(flags)) return 'booked';
  if (flags.available === true || flags.status === 'available') return 'available';
  const hasAvailabilityFlag = flags.available !== undefined || flags.status !== undefined;
  if (!hasAvailabilityFlag && slot.start.getTime() >= now.getTime()) return 'available';
  return 'unavailable';
}

export interface DaySlots {
  /** 'YYYY-MM-DD' in the viewer's zone. */
  day: string;
  slots: Slot[];
}

/** Groups slots by the local day of their start in the viewer's zone, days and slots in order. */
export function groupSlotsByDay(slots: readonly Slot[], timeZone?: string): DaySlots[] {
  const byDay = new Map<string, Slot[]>();
  for (const slot of [...slots].sort(compareRanges)) {
    const day = localDateKey(slot.start, timeZone);
    const list = byDay.get(day);
    if (list) list.push(slot);
    else byDay.set(day, [slot]);
  }
  return [...byDay.keys()].sort().map((day) => ({ day, slots: byDay.get(day) ?? [] }));
}

export type HourBand = 'morning' | 'afternoon' | 'evening';

/** Calendar colouring by local hour: before 12 morning, 12 to 17 afternoon, from 17 evening. */
export function hourBand(date: Date, timeZone?: string): HourBand {
  const hour = localHour(date, timeZone);
  if (hour < AFTERNOON_STARTS_HOUR) return 'morning';
  return hour < EVENING_STARTS_HOUR ? 'afternoon' : 'evening';
}
