import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRanges, normalizeWindows, sameRange, toWindowString } from '../src/availability/normalize';
import type { EntryRange } from '../src/availability/types';

const at = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00.000Z`);
const w = (s: string, e: string | null): EntryRange => ({ start: at(s), end: e === null ? null : at(e) });

const BASE = Date.UTC(2026, 10, 24);
const entryArb: fc.Arbitrary<EntryRange> = fc
  .tuple(fc.integer({ min: 0, max: 48 }), fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }))
  .map(([slot, length]) => ({
    start: new Date(BASE + slot * 1_800_000),
    end: length === null ? null : new Date(BASE + (slot + length) * 1_800_000),
  }));
const keys = (list: EntryRange[]) => list.map((e) => `${e.start.getTime()}|${e.end?.getTime() ?? 'i'}`);

describe('sameRange', () => {
  it('compares start and end by time, not identity', () => {
    expect(sameRange(w('10:00', '11:00'), w('10:00', '11:00'))).toBe(true);
    expect(sameRange(w('10:00', '11:00'), w('10:00', '11:30'))).toBe(false);
    expect(sameRange(w('10:00', null), w('10:00', null))).toBe(true);
    expect(sameRange(w('10:00', null), w('10:00', '10:30'))).toBe(false);
  });
});

describe('compareRanges', () => {
  it('orders by start, then by end, instants first', () => {
    const list = [w('11:00', '12:00'), w('10:00', '12:00'), w('10:00', '11:00'), w('10:00', null)];
    expect(keys([...list].sort(compareRanges))).toEqual(keys([w('10:00', null), w('10:00', '11:00'), w('10:00', '12:00'), w('11:00', '12:00')]));
  });
});

describe('normalizeWindows', () => {
  it('drops exact duplicates and sorts by start', () => {
    const list = [w('12:00', '13:00'), w('09:00', '10:00'), w('12:00', '13:00')];
    expect(keys(normalizeWindows(list))).toEqual(keys([w('09:00', '10:00'), w('12:00', '13:00')]));
  });

  it('keeps the first of duplicates, with its extra fields', () => {
    const first = { ...w('09:00', '10:00'), tag: 'first' };
    const second = { ...w('09:00', '10:00'), tag: 'second' };
    expect(normalizeWindows([first, second])).toEqual([first]);
  });

  it('leaves the input untouched', () => {
    const list = [w('12:00', '13:00'), w('09:00', '10:00')];
    const before = keys(list);
    normalizeWindows(list);
    expect(keys(list)).toEqual(before);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.array(entryArb), (list) => {
      const once = normalizeWindows(list);
      expect(keys(normalizeWindows(once))).toEqual(keys(once));
    }));
  });

  it('sorts by start', () => {
    fc.assert(fc.property(fc.array(entryArb), (list) => {
      const starts = normalizeWindows(list).map((e) => e.start.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }));
  });

  it('leaves no duplicates and loses no distinct entry', () => {
    fc.assert(fc.property(fc.array(entryArb), (list) => {
      const result = keys(normalizeWindows(list));
      expect(new Set(result).size).toBe(result.length);
      expect(new Set(result)).toEqual(new Set(keys(list)));
    }));
  });
});

describe('toWindowString', () => {
  it('writes startISO|endISO in UTC', () => {
    const start = new Date('2026-11-24T18:30:00+05:30');
    const end = new Date('2026-11-24T19:30:00+05:30');
    expect(toWindowString({ start, end })).toBe('2026-11-24T13:00:00.000Z|2026-11-24T14:00:00.000Z');
  });
});
