import { describe, expect, it } from 'vitest';
import { parseEntries, parseEntry, parseInstant, splitWindowString, toInstant } from '../src/availability/parse';

const iso = (s: string) => new Date(s).getTime();

describe('parseInstant', () => {
  it('reads UTC and offset date-times', () => {
    expect(parseInstant('2026-11-24T13:00:00.000Z')?.getTime()).toBe(iso('2026-11-24T13:00:00Z'));
    expect(parseInstant('2026-11-24T18:30+05:30')?.getTime()).toBe(iso('2026-11-24T13:00:00Z'));
    expect(parseInstant('2026-11-24T08:00:00-05:00')?.getTime()).toBe(iso('2026-11-24T13:00:00Z'));
    expect(parseInstant(' 2026-11-24T13:00Z ')?.getTime()).toBe(iso('2026-11-24T13:00:00Z'));
  });

  it('keeps milliseconds and truncates longer fractions', () => {
    expect(parseInstant('2026-01-01T00:00:00.1Z')?.getTime()).toBe(iso('2026-01-01T00:00:00.100Z'));
    expect(parseInstant('2026-01-01T00:00:00.123456Z')?.getTime()).toBe(iso('2026-01-01T00:00:00.123Z'));
  });

  it('reads a value without offset as local time', () => {
    expect(parseInstant('2026-11-24T10:15')?.getTime()).toBe(new Date(2026, 10, 24, 10, 15).getTime());
  });

  it('refuses a value without offset when one is required', () => {
    expect(parseInstant('2026-11-24T10:15', { requireOffset: true })).toBeNull();
    expect(parseInstant('2026-11-24T10:15Z', { requireOffset: true })).not.toBeNull();
  });

  it.each([
    '', 'soon', '2026-11-24', '2026-02-30T10:00Z', '2026-02-29T10:00Z', '2026-13-01T10:00Z', '2026-00-01T10:00Z',
    '2026-11-00T10:00Z', '2026-11-24T24:00Z', '2026-11-24T10:60Z', '2026-11-24T10:00:60Z', '0050-01-01T00:00Z',
    '2026-11-24T10:00+0530', '2026-11-24 10:00Z', 'Tue Nov 24 2026',
  ])('refuses %j', (value) => {
    expect(parseInstant(value)).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseInstant('2028-02-29T10:00Z')).not.toBeNull();
  });

  it('copies valid dates and refuses invalid ones and other types', () => {
    const d = new Date('2026-01-01T00:00Z');
    const copy = parseInstant(d);
    expect(copy).not.toBe(d);
    expect(copy?.getTime()).toBe(d.getTime());
    expect(parseInstant(new Date('nope'))).toBeNull();
    expect(parseInstant(12345)).toBeNull();
    expect(parseInstant(null)).toBeNull();
    expect(parseInstant({})).toBeNull();
  });
});

describe('toInstant', () => {
  it('takes Dates, ISO strings and epoch milliseconds', () => {
    expect(toInstant(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(toInstant('2026-01-01T00:00Z')?.getTime()).toBe(iso('2026-01-01T00:00Z'));
    expect(toInstant(Number.NaN)).toBeNull();
    expect(toInstant(undefined)).toBeNull();
  });
});

describe('splitWindowString', () => {
  it('splits a window and trims its halves', () => {
    expect(splitWindowString(' a | b ')).toEqual({ start: 'a', end: 'b' });
    expect(splitWindowString('a|')).toEqual({ start: 'a', end: '' });
  });
  it('treats a string without a bar as a single start', () => {
    expect(splitWindowString('a')).toEqual({ start: 'a', end: null });
  });
  it('refuses more than one bar', () => {
    expect(splitWindowString('a|b|c')).toBeNull();
  });
});

describe('parseEntry', () => {
  const start = '2026-11-24T10:00:00.000Z';
  const end = '2026-11-24T12:00:00.000Z';

  it('reads a string window', () => {
    expect(parseEntry(`${start}|${end}`)).toEqual({ start: new Date(start), end: new Date(end), flags: {} });
  });

  it('reads a single ISO start string as an instant', () => {
    expect(parseEntry(start)).toEqual({ start: new Date(start), end: null, flags: {} });
  });

  it('reads an object with start and end', () => {
    expect(parseEntry({ start, end })).toEqual({ start: new Date(start), end: new Date(end), flags: {} });
  });

  it('reads the alternative names iso and until', () => {
    expect(parseEntry({ iso: start, until: end })).toEqual({ start: new Date(start), end: new Date(end), flags: {} });
  });

  it('reads an object without end as an instant', () => {
    expect(parseEntry({ start })?.end).toBeNull();
    expect(parseEntry({ start, end: null })?.end).toBeNull();
  });

  it('reads the flags under all their names', () => {
    expect(parseEntry({ start, available: true, booked: false, status: 'x' })?.flags).toEqual({
      available: true,
      booked: false,
      status: 'x',
    });
    expect(parseEntry({ start, isAvailable: false, isBooked: true })?.flags).toEqual({ available: false, booked: true });
  });

  it('prefers available over isAvailable and booked over isBooked', () => {
    expect(parseEntry({ start, available: true, isAvailable: false })?.flags.available).toBe(true);
    expect(parseEntry({ start, booked: false, isBooked: true })?.flags.booked).toBe(false);
  });

  it('ignores flags that are not booleans, and a status that is not text', () => {
    expect(parseEntry({ start, available: 'yes', booked: 1, status: 3 })?.flags).toEqual({});
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a number', 42],
    ['an empty string', ''],
    ['garbage', 'garbage'],
    ['an invalid end', `${start}|later`],
    ['an empty end', `${start}|`],
    ['an end before the start', `${end}|${start}`],
    ['an end equal to the start', `${start}|${start}`],
    ['three parts', `${start}|${end}|${end}`],
    ['an object without start', { end }],
    ['an object with a bad start', { start: 'x' }],
    ['an object with a bad end', { start, end: 'x' }],
    ['an object with an empty end', { start, end: '' }],
  ])('gives null for %s', (_name, raw) => {
    expect(parseEntry(raw)).toBeNull();
  });

  it('never throws on odd input', () => {
    for (const raw of [Symbol('x'), () => 1, [], [start], { start: { nested: true } }, Object.create(null)]) {
      expect(() => parseEntry(raw)).not.toThrow();
    }
  });
});

describe('parseEntries', () => {
  it('keeps the usable entries in order', () => {
    const list = parseEntries(['bad', '2026-11-24T10:00Z|2026-11-24T11:00Z', null, { start: '2026-11-23T10:00Z' }]);
    expect(list.map((e) => e.start.toISOString())).toEqual(['2026-11-24T10:00:00.000Z', '2026-11-23T10:00:00.000Z']);
  });
  it('gives an empty list for anything but an array', () => {
    expect(parseEntries(undefined)).toEqual([]);
    expect(parseEntries('2026-11-24T10:00Z')).toEqual([]);
  });
});
