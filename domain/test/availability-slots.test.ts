import { describe, expect, it } from 'vitest';
import { parseEntry } from '../src/availability/parse';
import {
  calendarDayKeys,
  calendarSpan,
  cutIntoSlots,
  groupSlotsByDay,
  hourBand,
  markBooked,
  slotMinutesOrDefault,
  slotStatus,
  slotsInSpan,
  startsOnSlotGrid,
} from '../src/availability/slots';
import type { AvailabilityEntry, AvailabilityFlags, Slot } from '../src/availability/types';

const IST = 'Asia/Kolkata';
const z = (s: string) => new Date(s);
const entry = (raw: unknown): AvailabilityEntry => {
  const parsed = parseEntry(raw);
  if (!parsed) throw new Error(`bad entry ${String(raw)}`);
  return parsed;
};
const wide = { start: z('2026-01-01T00:00:00Z'), end: z('2027-01-01T00:00:00Z') };
const starts = (slots: Slot[]) => slots.map((s) => s.start.toISOString().slice(11, 16));

describe('slotMinutesOrDefault', () => {
  it('defaults to 30 and never goes below 15', () => {
    expect(slotMinutesOrDefault()).toBe(30);
    expect(slotMinutesOrDefault(Number.NaN)).toBe(30);
    expect(slotMinutesOrDefault(Infinity)).toBe(30);
    expect(slotMinutesOrDefault(10)).toBe(15);
    expect(slotMinutesOrDefault(-5)).toBe(15);
    expect(slotMinutesOrDefault(15)).toBe(15);
    expect(slotMinutesOrDefault(45.7)).toBe(45);
  });
});

describe('calendarSpan', () => {
  it('runs 14 days from local midnight today', () => {
    const span = calendarSpan(z('2026-11-23T19:00:00Z'), IST);
    expect(span.start.toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(span.end.toISOString()).toBe('2026-12-07T18:30:00.000Z');
  });

  it('takes another length', () => {
    const span = calendarSpan(z('2026-11-24T10:00:00Z'), 'UTC', 1);
    expect(span.end.toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});

describe('calendarDayKeys', () => {
  it('lists every day of the span in the zone', () => {
    const keys = calendarDayKeys(calendarSpan(z('2026-11-23T19:00:00Z'), IST), IST);
    expect(keys).toHaveLength(14);
    expect(keys[0]).toBe('2026-11-24');
    expect(keys[13]).toBe('2026-12-07');
  });

  it('lists 14 days across a daylight-saving change', () => {
    const keys = calendarDayKeys(calendarSpan(z('2026-03-01T17:00:00Z'), 'America/New_York'), 'America/New_York');
    expect(keys).toHaveLength(14);
    expect(new Set(keys).size).toBe(14);
  });
});

describe('startsOnSlotGrid', () => {
  const window = entry('2026-11-24T10:15:00Z|2026-11-24T13:00:00Z');

  it('accepts exactly the starts of the slots the calendar cuts from the window', () => {
    const slots = cutIntoSlots(window, wide);
    expect(slots.every((slot) => startsOnSlotGrid(window.start, slot.start))).toBe(true);
    expect(starts(slots)).toContain('11:45');
    expect(startsOnSlotGrid(window.start, z('2026-11-24T11:45:00Z'))).toBe(true);
  });

  it('refuses a start between two slots or before the window', () => {
    expect(startsOnSlotGrid(window.start, z('2026-11-24T11:00:00Z'))).toBe(false);
    expect(startsOnSlotGrid(window.start, z('2026-11-24T10:15:01Z'))).toBe(false);
    expect(startsOnSlotGrid(window.start, z('2026-11-24T09:45:00Z'))).toBe(false);
  });

  it('follows another slot length', () => {
    expect(startsOnSlotGrid(window.start, z('2026-11-24T10:30:00Z'), 15)).toBe(true);
    expect(startsOnSlotGrid(window.start, z('2026-11-24T10:45:00Z'), 60)).toBe(false);
  });
});

describe('cutIntoSlots', () => {
  const window = entry('2026-11-24T10:00:00Z|2026-11-24T12:00:00Z');

  it('cuts a window into 30-minute slots by default', () => {
    const slots = cutIntoSlots(window, wide);
    expect(starts(slots)).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(slots.at(-1)?.end.toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });

  it('takes another slot length but not below 15 minutes', () => {
    expect(cutIntoSlots(window, wide, 60)).toHaveLength(2);
    expect(cutIntoSlots(window, wide, 5)).toHaveLength(8);
  });

  it('drops a remainder shorter than a slot', () => {
    expect(starts(cutIntoSlots(entry('2026-11-24T10:00:00Z|2026-11-24T11:20:00Z'), wide))).toEqual(['10:00', '10:30']);
  });

  it('gives nothing for a window shorter than a slot', () => {
    expect(cutIntoSlots(entry('2026-11-24T10:00:00Z|2026-11-24T10:29:59Z'), wide)).toEqual([]);
  });

  it('gives a window exactly one slot long one slot', () => {
    expect(cutIntoSlots(entry('2026-11-24T10:00:00Z|2026-11-24T10:30:00Z'), wide)).toHaveLength(1);
  });

  it('gives a single instant one slot starting there', () => {
    const slots = cutIntoSlots(entry('2026-11-24T10:00:00Z'), wide);
    expect(slots).toEqual([{ start: z('2026-11-24T10:00:00Z'), end: z('2026-11-24T10:30:00Z'), flags: {} }]);
  });

  it('keeps the entry flags on every slot, as copies', () => {
    const flagged = entry({ start: '2026-11-24T10:00:00Z', end: '2026-11-24T11:00:00Z', status: 'booked' });
    const slots = cutIntoSlots(flagged, wide);
    expect(slots.map((s) => s.flags)).toEqual([{ status: 'booked' }, { status: 'booked' }]);
    expect(slots[0]?.flags).not.toBe(flagged.flags);
  });

  it('keeps only slots wholly inside the span, aligned to the window start', () => {
    const span = { start: z('2026-11-24T10:15:00Z'), end: z('2026-11-24T11:45:00Z') };
    expect(starts(cutIntoSlots(window, span))).toEqual(['10:30', '11:00']);
  });

  it('handles a huge window cheaply', () => {
    const huge = entry('2000-01-01T00:00:00Z|2100-01-01T00:00:00Z');
    const span = calendarSpan(z('2026-11-24T10:00:00Z'), 'UTC');
    expect(cutIntoSlots(huge, span)).toHaveLength(14 * 48);
  });
});

describe('slotsInSpan', () => {
  it('merges the slots of all entries in order, without duplicates', () => {
    const entries = [
      entry('2026-11-24T12:00:00Z|2026-11-24T13:00:00Z'),
      entry('2026-11-24T10:00:00Z|2026-11-24T11:00:00Z'),
      entry('2026-11-24T10:00:00Z|2026-11-24T11:00:00Z'),
    ];
    expect(starts(slotsInSpan(entries, wide))).toEqual(['10:00', '10:30', '12:00', '12:30']);
  });

  it('leaves out entries outside the span', () => {
    const span = calendarSpan(z('2026-11-24T10:00:00Z'), 'UTC');
    const entries = [entry('2026-11-23T10:00:00Z|2026-11-23T11:00:00Z'), entry('2026-12-08T10:00:00Z|2026-12-08T11:00:00Z')];
    expect(slotsInSpan(entries, span)).toEqual([]);
  });

  it('keeps earlier slots of today inside the span (they show as unavailable)', () => {
    const now = z('2026-11-24T10:00:00Z');
    const span = calendarSpan(now, 'UTC');
    const slots = slotsInSpan([entry('2026-11-24T08:00:00Z|2026-11-24T09:00:00Z')], span);
    expect(slots).toHaveLength(2);
    expect(slots.map((s) => slotStatus(s, now))).toEqual(['unavailable', 'unavailable']);
  });
});

describe('markBooked', () => {
  const slots = cutIntoSlots(entry('2026-11-24T10:00:00Z|2026-11-24T12:00:00Z'), wide);

  it('flags the slots a booking overlaps and leaves the rest alone', () => {
    const marked = markBooked(slots, [{ start: z('2026-11-24T10:30:00Z'), end: z('2026-11-24T11:30:00Z') }]);
    expect(marked.map((s) => s.flags.booked === true)).toEqual([false, true, true, false]);
    expect(marked[0]).toBe(slots[0]);
    expect(slots[1]?.flags.booked).toBeUndefined();
  });

  it('counts a partial overlap but not a touch', () => {
    const marked = markBooked(slots, [{ start: z('2026-11-24T10:45:00Z'), end: z('2026-11-24T11:00:00Z') }]);
    expect(marked.map((s) => s.flags.booked === true)).toEqual([false, true, false, false]);
  });

  it('counts a booked instant as 30 minutes', () => {
    const marked = markBooked(slots, [{ start: z('2026-11-24T11:00:00Z'), end: null }]);
    expect(marked.map((s) => s.flags.booked === true)).toEqual([false, false, true, false]);
  });
});

describe('slotStatus', () => {
  const now = z('2026-11-24T10:00:00Z');
  const slot = (start: string, flags: AvailabilityFlags = {}) => ({ start: z(start), flags });
  const future = '2026-11-24T10:30:00Z';
  const past = '2026-11-24T09:30:00Z';

  it.each([
    ['booked', { booked: true }],
    ['status booked', { status: 'booked' }],
    ['booked even if marked available', { booked: true, available: true }],
  ])('is booked when %s', (_name, flags) => {
    expect(slotStatus(slot(future, flags), now)).toBe('booked');
    expect(slotStatus(slot(past, flags), now)).toBe('booked');
  });

  it('is available with an explicit flag or status, even in the past', () => {
    expect(slotStatus(slot(past, { available: true }), now)).toBe('available');
    expect(slotStatus(slot(past, { status: 'available' }), now)).toBe('available');
  });

  it('without flags, is available from now on and unavailable before', () => {
    expect(slotStatus(slot(future), now)).toBe('available');
    expect(slotStatus(slot('2026-11-24T10:00:00Z'), now)).toBe('available');
    expect(slotStatus(slot('2026-11-24T09:59:59.999Z'), now)).toBe('unavailable');
    expect(slotStatus(slot(past), now)).toBe('unavailable');
  });

  it('booked: false alone changes nothing', () => {
    expect(slotStatus(slot(future, { booked: false }), now)).toBe('available');
  });

  it('is unavailable when marked so, or with another status', () => {
    expect(slotStatus(slot(future, { available: false }), now)).toBe('unavailable');
    expect(slotStatus(slot(future, { status: 'blocked' }), now)).toBe('unavailable');
  });
});

describe('groupSlotsByDay', () => {
  const slots = slotsInSpan([entry('2026-11-23T18:00:00Z|2026-11-23T19:30:00Z'), entry('2026-11-24T04:00:00Z|2026-11-24T04:30:00Z')], wide);

  it('groups by the viewer-local day: 00:30 IST is on the IST day', () => {
    const groups = groupSlotsByDay(slots, IST);
    expect(groups.map((g) => [g.day, starts(g.slots)])).toEqual([
      ['2026-11-23', ['18:00']],
      ['2026-11-24', ['18:30', '19:00', '04:00']],
    ]);
  });

  it('groups by UTC day in UTC', () => {
    const groups = groupSlotsByDay(slots, 'UTC');
    expect(groups.map((g) => [g.day, g.slots.length])).toEqual([
      ['2026-11-23', 3],
      ['2026-11-24', 1],
    ]);
  });

  it('orders days and slots even when the input is not ordered', () => {
    const groups = groupSlotsByDay([...slots].reverse(), IST);
    expect(groups.map((g) => g.day)).toEqual(['2026-11-23', '2026-11-24']);
    expect(groups[1]?.slots.map((s) => s.start.getTime())).toEqual(
      [...(groups[1]?.slots ?? [])].map((s) => s.start.getTime()).sort((a, b) => a - b),
    );
  });

  it('gives nothing for no slots', () => {
    expect(groupSlotsByDay([], IST)).toEqual([]);
  });
});

describe('hourBand', () => {
  it.each([
    ['2026-11-24T00:00:00+05:30', 'morning'],
    ['2026-11-24T11:59:59+05:30', 'morning'],
    ['2026-11-24T12:00:00+05:30', 'afternoon'],
    ['2026-11-24T16:59:59+05:30', 'afternoon'],
    ['2026-11-24T17:00:00+05:30', 'evening'],
    ['2026-11-24T23:59:00+05:30', 'evening'],
  ])('%s IST is %s', (at, band) => {
    expect(hourBand(z(at), IST)).toBe(band);
  });

  it('depends on the zone', () => {
    expect(hourBand(z('2026-11-24T10:00:00Z'), 'UTC')).toBe('morning');
    expect(hourBand(z('2026-11-24T10:00:00Z'), IST)).toBe('afternoon');
  });
});
