import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingRefusal, earliestBookableStart, scheduleEntries, scheduleWindows } from '../src/schedule/expand';
import { noSchedule } from '../src/schedule/rules';
import type { Schedule, WeeklyHoursRange } from '../src/schedule/types';
import type { TimeWindow } from '../src/availability/types';
import { scheduleInputSchema, SCHEDULE_MESSAGES } from '../src/contracts/schedule';

const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (iso: string) => new Date(iso);
const window = (start: string, end: string): TimeWindow => ({ start: at(start), end: at(end) });
const iso = (w: TimeWindow) => [w.start.toISOString(), w.end.toISOString()];

const schedule = (over: Partial<Schedule> = {}): Schedule => ({
  timeZone: 'Asia/Kolkata',
  weeklyHours: [],
  daysOff: [],
  minNoticeMinutes: 0,
  bufferMinutes: 0,
  ...over,
});

describe('weekly hours become windows in the coach’s zone', () => {
  it('puts Monday 09:00-12:00 in India at 03:30-06:30 UTC, every Monday up to the end of the range', () => {
    const s = schedule({ weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }] });
    // 2026-11-23 is a Monday.
    const windows = scheduleWindows(s, [], at('2026-11-22T00:00:00Z'), at('2026-12-08T00:00:00Z'));
    expect(windows.map(iso)).toEqual([
      ['2026-11-23T03:30:00.000Z', '2026-11-23T06:30:00.000Z'],
      ['2026-11-30T03:30:00.000Z', '2026-11-30T06:30:00.000Z'],
      ['2026-12-07T03:30:00.000Z', '2026-12-07T06:30:00.000Z'],
    ]);
  });

  it('keeps local hours across a daylight-saving change (London, the last Sunday of October)', () => {
    const s = schedule({ timeZone: 'Europe/London', weeklyHours: [{ weekday: 6, start: '10:00', end: '11:00' }, { weekday: 1, start: '10:00', end: '11:00' }] });
    const windows = scheduleWindows(s, [], at('2026-10-23T00:00:00Z'), at('2026-10-27T00:00:00Z'));
    // Saturday 24 October is summer time (UTC+1), Monday 26 October winter time (UTC+0).
    expect(windows.map(iso)).toEqual([
      ['2026-10-24T09:00:00.000Z', '2026-10-24T10:00:00.000Z'],
      ['2026-10-26T10:00:00.000Z', '2026-10-26T11:00:00.000Z'],
    ]);
  });

  it('keeps every date when counted from late in the evening before a 23-hour day (London, 29 March 2026)', () => {
    const s = schedule({ timeZone: 'Europe/London', weeklyHours: [{ weekday: 7, start: '10:00', end: '11:00' }] });
    // 23:30 on Saturday 28 March (UTC+0); clocks go forward at 01:00 on Sunday 29 March.
    const windows = scheduleWindows(s, [], at('2026-03-28T23:30:00Z'), at('2026-03-31T00:00:00Z'));
    expect(windows.map(iso)).toEqual([['2026-03-29T09:00:00.000Z', '2026-03-29T10:00:00.000Z']]);
  });

  it('drops the hours of a day off, and a range up to 24:00 ends at the next midnight', () => {
    const s = schedule({ weeklyHours: [{ weekday: 2, start: '22:00', end: '24:00' }], daysOff: ['2026-11-24'] });
    const windows = scheduleWindows(s, [], at('2026-11-23T00:00:00Z'), at('2026-12-02T00:00:00Z'));
    expect(windows.map(iso)).toEqual([['2026-12-01T16:30:00.000Z', '2026-12-01T18:30:00.000Z']]);
  });

  it('adds one-off windows (extra hours on a date) and joins one that overlaps the weekly hours', () => {
    const s = schedule({ weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }] });
    const extra = window('2026-11-23T06:00:00Z', '2026-11-23T08:00:00Z');
    const elsewhere = window('2026-11-25T10:00:00Z', '2026-11-25T11:00:00Z');
    const windows = scheduleWindows(s, [extra, elsewhere], at('2026-11-23T00:00:00Z'), at('2026-11-26T00:00:00Z'));
    expect(windows.map(iso)).toEqual([
      ['2026-11-23T03:30:00.000Z', '2026-11-23T08:00:00.000Z'],
      ['2026-11-25T10:00:00.000Z', '2026-11-25T11:00:00.000Z'],
    ]);
  });
});

describe('the availability entries of a schedule', () => {
  const monday9to12 = schedule({ weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }] });

  it('marks what starts before now plus the notice unavailable, booked time and its buffer booked', () => {
    const now = at('2026-11-22T04:00:00Z'); // Sunday 09:30 in India
    const s = { ...monday9to12, minNoticeMinutes: 24 * 60, bufferMinutes: 15 };
    const busy = [window('2026-11-23T05:00:00Z', '2026-11-23T05:30:00Z')]; // Monday 10:30-11:00
    const monday = scheduleEntries(s, [], busy, now).filter((e) => e.start < at('2026-11-24T00:00:00Z'));
    expect(monday.map((e) => [...iso(e), e.status])).toEqual([
      ['2026-11-23T03:30:00.000Z', '2026-11-23T04:00:00.000Z', 'unavailable'],
      ['2026-11-23T04:00:00.000Z', '2026-11-23T04:30:00.000Z', 'available'],
      ['2026-11-23T04:30:00.000Z', '2026-11-23T06:00:00.000Z', 'booked'],
      ['2026-11-23T06:00:00.000Z', '2026-11-23T06:30:00.000Z', 'available'],
    ]);
  });

  it('reaches 14 days ahead, no further', () => {
    const now = at('2026-11-22T00:00:00Z');
    const entries = scheduleEntries(monday9to12, [], [], now);
    expect(entries.map((e) => e.start.toISOString().slice(0, 10))).toEqual(['2026-11-23', '2026-11-30']);
  });

  it('is the one-off windows alone for a coach without a schedule', () => {
    const now = at('2026-11-22T00:00:00Z');
    const oneOff = window('2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z');
    expect(scheduleEntries(noSchedule(), [oneOff], [], now).map((e) => [...iso(e), e.status])).toEqual([
      ['2026-11-22T10:00:00.000Z', '2026-11-22T11:00:00.000Z', 'available'],
    ]);
  });
});

describe('what a booking may take', () => {
  const s = schedule({ weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }], minNoticeMinutes: 12 * 60, bufferMinutes: 10 });
  const now = at('2026-11-22T04:00:00Z');
  const session = (start: string, minutes = 30) => ({ start: at(start), end: new Date(at(start).getTime() + minutes * MIN) });

  it('takes a slot of the weekly hours on its grid', () => {
    expect(bookingRefusal(s, [], [], now, session('2026-11-23T04:00:00Z'))).toBeNull();
  });

  it('refuses outside the hours, off the grid, too soon and within the buffer', () => {
    expect(bookingRefusal(s, [], [], now, session('2026-11-23T06:15:00Z'))).toBe('outside');
    expect(bookingRefusal(s, [], [], now, session('2026-11-23T04:10:00Z'))).toBe('offGrid');
    expect(bookingRefusal({ ...s, minNoticeMinutes: 48 * 60 }, [], [], now, session('2026-11-23T04:00:00Z'))).toBe('tooSoon');
    const busy = [window('2026-11-23T04:30:00Z', '2026-11-23T05:00:00Z')];
    expect(bookingRefusal(s, [], busy, now, session('2026-11-23T05:00:00Z'))).toBe('buffer');
    // An overlap itself is the database's to refuse (409), not the schedule's.
    expect(bookingRefusal(s, [], busy, now, session('2026-11-23T04:30:00Z'))).toBeNull();
  });

  it('refuses weekly hours past the 14-day horizon, but not a one-off window there', () => {
    expect(bookingRefusal(s, [], [], now, session('2026-12-07T04:00:00Z'))).toBe('outside');
    const later = window('2026-12-20T04:00:00Z', '2026-12-20T06:00:00Z');
    expect(bookingRefusal(s, [later], [], now, session('2026-12-20T04:30:00Z'))).toBeNull();
  });
});

describe('properties of the expansion', () => {
  const BASE = Date.UTC(2026, 2, 1); // March 2026: New York changes to summer time on the 8th
  const rangeArb: fc.Arbitrary<WeeklyHoursRange> = fc
    .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 94 }), fc.integer({ min: 1, max: 16 }))
    .map(([weekday, startQuarter, lengthQuarters]) => {
      const start = startQuarter * 15;
      const end = Math.min(24 * 60, start + lengthQuarters * 15);
      const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      return { weekday: weekday as WeeklyHoursRange['weekday'], start: hhmm(start), end: hhmm(end) };
    });
  const scheduleArb = fc.record({
    timeZone: fc.constantFrom('Asia/Kolkata', 'America/New_York', 'Europe/London'),
    weeklyHours: fc.array(rangeArb, { maxLength: 8 }),
    daysOff: fc.array(fc.integer({ min: 0, max: 20 }).map((d) => new Date(BASE + d * 24 * HOUR).toISOString().slice(0, 10)), { maxLength: 3 }),
    minNoticeMinutes: fc.constantFrom(0, 60, 12 * 60, 48 * 60),
    bufferMinutes: fc.constantFrom(0, 10, 15, 30),
  });
  const busyArb = fc.array(
    fc.tuple(fc.integer({ min: 0, max: 14 * 24 * 4 }), fc.integer({ min: 1, max: 12 })).map(([q, l]) => ({
      start: new Date(BASE + q * 15 * MIN),
      end: new Date(BASE + (q + l) * 15 * MIN),
    })),
    { maxLength: 6 },
  );
  const nowArb = fc.integer({ min: 0, max: 7 * 24 * 60 }).map((m) => new Date(BASE + m * MIN));

  it('never offers a slot that overlaps a booking and its buffer, or starts before now plus the notice', () => {
    fc.assert(
      fc.property(scheduleArb, busyArb, nowArb, (s, busy, now) => {
        const pad = s.bufferMinutes * MIN;
        const earliest = earliestBookableStart(s, now).getTime();
        for (const entry of scheduleEntries(s, [], busy, now)) {
          if (entry.status !== 'available') continue;
          expect(entry.start.getTime()).toBeGreaterThanOrEqual(earliest);
          for (const b of busy) {
            const overlaps = entry.start.getTime() < b.end.getTime() + pad && entry.end.getTime() > b.start.getTime() - pad;
            expect(overlaps).toBe(false);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives sorted windows that never overlap and are never empty, in any of the three zones', () => {
    fc.assert(
      fc.property(scheduleArb, nowArb, (s, now) => {
        const windows = scheduleWindows(s, [], now, new Date(now.getTime() + 14 * 24 * HOUR));
        for (let i = 1; i < windows.length; i++) expect(windows[i]!.start.getTime()).toBeGreaterThanOrEqual(windows[i - 1]!.end.getTime());
        for (const w of windows) expect(w.end.getTime()).toBeGreaterThan(w.start.getTime());
      }),
      { numRuns: 200 },
    );
  });

  it('lets a booking take exactly the slots it offers as available (30-minute slots)', () => {
    fc.assert(
      fc.property(scheduleArb, busyArb, nowArb, (s, busy, now) => {
        for (const entry of scheduleEntries(s, [], busy, now)) {
          if (entry.status !== 'available' || entry.end.getTime() - entry.start.getTime() < 30 * MIN) continue;
          const slot = { start: entry.start, end: new Date(entry.start.getTime() + 30 * MIN) };
          expect(bookingRefusal(s, [], busy, now, slot)).toBeNull();
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('the schedule as sent by the editor', () => {
  const valid = { timeZone: 'Asia/Kolkata', weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }], daysOff: [], minNoticeMinutes: 720, bufferMinutes: 15 };
  const messages = (input: unknown) => {
    const result = scheduleInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts a valid schedule and sorts and de-duplicates the days off', () => {
    expect(scheduleInputSchema.parse({ ...valid, daysOff: ['2026-12-25', '2026-12-01', '2026-12-25'] }).daysOff).toEqual(['2026-12-01', '2026-12-25']);
  });

  it('says what is wrong, beside the field', () => {
    expect(messages({ ...valid, weeklyHours: [{ weekday: 1, start: '12:00', end: '09:00' }] })).toEqual([['weeklyHours.0.end', SCHEDULE_MESSAGES.endAfterStart]]);
    expect(messages({ ...valid, weeklyHours: [{ weekday: 1, start: '9am', end: '12:00' }] })).toEqual([['weeklyHours.0.start', SCHEDULE_MESSAGES.time]]);
    expect(
      messages({ ...valid, weeklyHours: [{ weekday: 3, start: '09:00', end: '12:00' }, { weekday: 3, start: '11:00', end: '13:00' }] }),
    ).toEqual([['weeklyHours.1.start', SCHEDULE_MESSAGES.overlap('Wednesday')]]);
    expect(messages({ ...valid, timeZone: 'Mars/Olympus' })).toEqual([['timeZone', SCHEDULE_MESSAGES.timeZone]]);
    expect(messages({ ...valid, bufferMinutes: 20 })).toEqual([['bufferMinutes', SCHEDULE_MESSAGES.buffer]]);
    expect(messages({ ...valid, daysOff: ['25/12/2026'] })).toEqual([['daysOff.0', SCHEDULE_MESSAGES.dayOff]]);
  });
});
