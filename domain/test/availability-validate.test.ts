import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEntry } from '../src/availability/parse';
import type { EntryRange } from '../src/availability/types';
import {
  AVAILABILITY_ERRORS,
  effectiveEnd,
  isEntirelyPast,
  rangesOverlap,
  validateNewWindow,
  validateWindowList,
} from '../src/availability/validate';

const now = new Date('2026-11-24T10:00:00.000Z');
const t = (hhmm: string, day = 24) => `2026-11-${day}T${hhmm}:00.000Z`;
const range = (s: string, e: string | null): EntryRange => ({ start: new Date(t(s)), end: e === null ? null : new Date(t(e)) });
const failure = (kind: keyof typeof AVAILABILITY_ERRORS) => ({ ok: false, kind, ...AVAILABILITY_ERRORS[kind] });

describe('the availability messages', () => {
  it('are the fixed titles and texts of the editor', () => {
    expect(AVAILABILITY_ERRORS).toEqual({
      missing: { title: 'Missing time', message: 'Please provide both start and end time' },
      invalid: { title: 'Invalid time', message: 'Please provide valid start and end times' },
      range: { title: 'Invalid range', message: 'End time must be after start time' },
      past: { title: 'Invalid time', message: 'Cannot add a time range entirely in the past' },
      duplicate: { title: 'Duplicate range', message: 'This time window already exists' },
      overlap: { title: 'Overlapping range', message: 'This time window overlaps an existing one' },
    });
  });
});

describe('rangesOverlap and effectiveEnd', () => {
  it('counts a single instant as 30 minutes', () => {
    expect(effectiveEnd(range('10:00', null)).toISOString()).toBe(t('10:30'));
    expect(effectiveEnd(range('10:00', '11:00')).toISOString()).toBe(t('11:00'));
  });
  it('treats touching windows as not overlapping', () => {
    expect(rangesOverlap(range('10:00', '11:00'), range('11:00', '12:00'))).toBe(false);
    expect(rangesOverlap(range('11:00', '12:00'), range('10:00', '11:00'))).toBe(false);
    expect(rangesOverlap(range('10:00', null), range('10:30', '11:00'))).toBe(false);
  });
  it('finds partial, enclosing and instant overlaps', () => {
    expect(rangesOverlap(range('10:00', '11:00'), range('10:59', '12:00'))).toBe(true);
    expect(rangesOverlap(range('10:00', '13:00'), range('11:00', '12:00'))).toBe(true);
    expect(rangesOverlap(range('10:00', null), range('10:29', '11:00'))).toBe(true);
    expect(rangesOverlap(range('10:00', null), range('10:15', null))).toBe(true);
  });
});

describe('isEntirelyPast', () => {
  it('allows an end up to 60 seconds before now', () => {
    const end = (ms: number) => ({ start: new Date(0), end: new Date(now.getTime() - ms) });
    expect(isEntirelyPast(end(60_000), now)).toBe(false);
    expect(isEntirelyPast(end(60_001), now)).toBe(true);
  });
});

describe('validateNewWindow', () => {
  const ok = (s: string, e: string) => ({ ok: true, window: { start: new Date(s), end: new Date(e) } });

  it('accepts a valid future window', () => {
    expect(validateNewWindow({ start: t('11:00'), end: t('12:00') }, [], now)).toEqual(ok(t('11:00'), t('12:00')));
  });

  it.each([
    [{}, 'missing'],
    [{ start: t('11:00') }, 'missing'],
    [{ end: t('11:00') }, 'missing'],
    [{ start: null, end: t('11:00') }, 'missing'],
    [{ start: '  ', end: t('11:00') }, 'missing'],
    [{ start: 'soon', end: t('11:00') }, 'invalid'],
    [{ start: t('11:00'), end: 'later' }, 'invalid'],
    [{ start: t('12:00'), end: t('11:00') }, 'range'],
    [{ start: t('11:00'), end: t('11:00') }, 'range'],
  ] as const)('refuses %j as %s', (candidate, kind) => {
    expect(validateNewWindow(candidate, [], now)).toEqual(failure(kind));
  });

  it('checks in the fixed order: missing before invalid before range before past', () => {
    expect(validateNewWindow({ start: 'bad', end: '' }, [], now)).toEqual(failure('missing'));
    expect(validateNewWindow({ start: 'bad', end: t('01:00') }, [], now)).toEqual(failure('invalid'));
    expect(validateNewWindow({ start: t('02:00'), end: t('01:00') }, [], now)).toEqual(failure('range'));
    const past = range('08:00', '09:00');
    expect(validateNewWindow({ start: t('08:00'), end: t('09:00') }, [past], now)).toEqual(failure('past'));
  });

  it('refuses a range that ended more than 60 seconds ago', () => {
    expect(validateNewWindow({ start: t('09:00'), end: '2026-11-24T09:58:59.999Z' }, [], now)).toEqual(failure('past'));
  });

  it('accepts a range ending exactly 60 seconds ago, or one that started in the past and goes on', () => {
    expect(validateNewWindow({ start: t('09:00'), end: t('09:59') }, [], now).ok).toBe(true);
    expect(validateNewWindow({ start: t('09:00'), end: t('11:00') }, [], now).ok).toBe(true);
  });

  it('reports an exact duplicate before the overlap', () => {
    const existing = [range('11:00', '12:00')];
    expect(validateNewWindow({ start: t('11:00'), end: t('12:00') }, existing, now)).toEqual(failure('duplicate'));
  });

  it('treats the same instants written with another offset as a duplicate', () => {
    const existing = [range('11:00', '12:00')];
    const candidate = { start: '2026-11-24T16:30+05:30', end: '2026-11-24T17:30+05:30' };
    expect(validateNewWindow(candidate, existing, now)).toEqual(failure('duplicate'));
  });

  it('refuses an overlap with any existing window', () => {
    const existing = [range('13:00', '14:00'), range('11:00', '12:00')];
    expect(validateNewWindow({ start: t('11:30'), end: t('12:30') }, existing, now)).toEqual(failure('overlap'));
    expect(validateNewWindow({ start: t('10:30'), end: t('15:00') }, existing, now)).toEqual(failure('overlap'));
  });

  it('counts an existing single instant as 30 minutes', () => {
    const existing = [range('11:00', null)];
    expect(validateNewWindow({ start: t('11:29'), end: t('12:00') }, existing, now)).toEqual(failure('overlap'));
    expect(validateNewWindow({ start: t('11:30'), end: t('12:00') }, existing, now).ok).toBe(true);
    expect(validateNewWindow({ start: t('10:30'), end: t('11:00') }, existing, now).ok).toBe(true);
    expect(validateNewWindow({ start: t('11:00'), end: t('11:30') }, existing, now)).toEqual(failure('overlap'));
  });

  it('accepts windows that touch existing ones', () => {
    const existing = [range('11:00', '12:00')];
    expect(validateNewWindow({ start: t('12:00'), end: t('13:00') }, existing, now).ok).toBe(true);
    expect(validateNewWindow({ start: t('10:00'), end: t('11:00') }, existing, now).ok).toBe(true);
  });

  it('reads date-times without offset as local time', () => {
    const result = validateNewWindow({ start: '2026-11-25T10:00', end: '2026-11-25T11:00' }, [], now);
    expect(result).toEqual(ok(new Date(2026, 10, 25, 10).toISOString(), new Date(2026, 10, 25, 11).toISOString()));
  });

  const BASE = Date.UTC(2026, 10, 25);
  const HALF_HOUR = 1_800_000;
  const windowArb = fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 6 }))
    .map(([slot, length]) => ({ start: new Date(BASE + slot * HALF_HOUR), end: new Date(BASE + (slot + length) * HALF_HOUR) }));
  const existingArb = fc.array(
    fc.tuple(fc.integer({ min: 0, max: 40 }), fc.option(fc.integer({ min: 1, max: 6 }), { nil: null })).map(
      ([slot, length]): EntryRange => ({
        start: new Date(BASE + slot * HALF_HOUR),
        end: length === null ? null : new Date(BASE + (slot + length) * HALF_HOUR),
      }),
    ),
  );
  const intersects = (a: EntryRange, b: EntryRange) => {
    const endOf = (e: EntryRange) => e.end?.getTime() ?? e.start.getTime() + HALF_HOUR;
    return Math.max(a.start.getTime(), b.start.getTime()) < Math.min(endOf(a), endOf(b));
  };

  it('accepts a future window exactly when it intersects no existing entry', () => {
    fc.assert(fc.property(windowArb, existingArb, (window, existing) => {
      const candidate = { start: window.start.toISOString(), end: window.end.toISOString() };
      const result = validateNewWindow(candidate, existing, now);
      expect(result.ok).toBe(!existing.some((e) => intersects(e, window)));
    }));
  });

  it('calls an intersection a duplicate exactly when start and end match', () => {
    fc.assert(fc.property(windowArb, existingArb, (window, existing) => {
      const result = validateNewWindow({ start: window.start.toISOString(), end: window.end.toISOString() }, existing, now);
      const duplicate = existing.some((e) => e.start.getTime() === window.start.getTime() && e.end?.getTime() === window.end.getTime());
      expect(!result.ok && result.kind === 'duplicate').toBe(duplicate);
    }));
  });
});

describe('validateWindowList', () => {
  const win = (s: string, e: string, day = 24) => `${t(s, day)}|${t(e, day)}`;

  it('accepts an empty list', () => {
    expect(validateWindowList([], now)).toEqual({ ok: true, windows: [], values: [] });
  });

  it('gives back the windows sorted, as dates and as strings', () => {
    const result = validateWindowList([win('13:00', '14:00'), win('11:00', '12:00')], now);
    expect(result).toEqual({
      ok: true,
      windows: [range('11:00', '12:00'), range('13:00', '14:00')],
      values: [win('11:00', '12:00'), win('13:00', '14:00')],
    });
  });

  it('normalises other offsets to UTC strings', () => {
    const result = validateWindowList(['2026-11-24T16:30+05:30|2026-11-24T17:30+05:30'], now);
    expect(result.ok && result.values).toEqual([win('11:00', '12:00')]);
  });

  it('drops exact duplicates silently, as saving de-duplicates', () => {
    const result = validateWindowList([win('11:00', '12:00'), win('11:00', '12:00')], now);
    expect(result.ok && result.values).toEqual([win('11:00', '12:00')]);
  });

  it('reports the first overlap with its index', () => {
    const result = validateWindowList([win('11:00', '12:00'), win('13:00', '14:00'), win('11:30', '12:30'), 'bad'], now);
    expect(result).toEqual({ ...failure('overlap'), index: 2 });
  });

  it.each([
    ['a single instant', t('11:00'), 'missing'],
    ['an empty start', `|${t('11:00')}`, 'missing'],
    ['an empty end', `${t('11:00')}|`, 'missing'],
    ['garbage', 'soon|later', 'invalid'],
    ['three parts', `${win('11:00', '12:00')}|x`, 'invalid'],
    ['a value without offset', '2026-11-24T11:00|2026-11-24T12:00', 'invalid'],
    ['an inverted window', win('12:00', '11:00'), 'range'],
    ['a past window', win('08:00', '09:00'), 'past'],
  ] as const)('refuses %s', (_name, value, kind) => {
    expect(validateWindowList([win('20:00', '21:00'), value], now)).toEqual({ ...failure(kind), index: 1 });
  });

  it.each([[42], [null], [{ start: t('11:00'), end: t('12:00') }]])('refuses a non-string item %j', (value) => {
    expect(validateWindowList([value], now)).toEqual({ ...failure('invalid'), index: 0 });
  });

  it('accepts a past window that is unchanged from the stored list', () => {
    const yesterday = win('08:00', '09:00', 23);
    const result = validateWindowList([win('11:00', '12:00'), yesterday], now, [yesterday]);
    expect(result.ok && result.values).toEqual([yesterday, win('11:00', '12:00')]);
  });

  it('matches stored windows by instant, not by text', () => {
    const stored = ['2026-11-23T13:30+05:30|2026-11-23T14:30+05:30'];
    expect(validateWindowList([win('08:00', '09:00', 23)], now, stored).ok).toBe(true);
  });

  it('still refuses a past window that was not stored, or was stored with another end', () => {
    const stored = [win('08:00', '09:00', 23)];
    expect(validateWindowList([win('08:00', '09:30', 23)], now, stored)).toEqual({ ...failure('past'), index: 0 });
  });

  it('ignores unusable stored entries', () => {
    expect(validateWindowList([win('11:00', '12:00')], now, ['junk', null, 3]).ok).toBe(true);
  });

  it('agrees with adding the windows one by one in the editor', () => {
    const HALF_HOUR = 1_800_000;
    const BASE = Date.UTC(2026, 10, 25);
    const windowArb = fc
      .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 6 }))
      .map(([slot, length]) => `${new Date(BASE + slot * HALF_HOUR).toISOString()}|${new Date(BASE + (slot + length) * HALF_HOUR).toISOString()}`);
    fc.assert(fc.property(fc.array(windowArb, { maxLength: 8 }), (values) => {
      const accepted: EntryRange[] = [];
      let editorOk = true;
      for (const value of values) {
        const [start, end] = value.split('|');
        const result = validateNewWindow({ start, end }, accepted, now);
        if (result.ok) accepted.push(result.window);
        else if (result.kind !== 'duplicate') editorOk = false;
      }
      const listResult = validateWindowList(values, now);
      expect(listResult.ok).toBe(editorOk);
      if (listResult.ok) {
        expect(new Set(listResult.values)).toEqual(new Set(values));
        expect(listResult.windows.every((w) => parseEntry(`${w.start.toISOString()}|${w.end.toISOString()}`) !== null)).toBe(true);
      }
    }));
  });
});
