import { describe, expect, it } from 'vitest';
import { addLocalDays, isValidTimeZone, localDateKey, localHour, startOfLocalDay, zonedParts } from '../src/availability/zone';

const IST = 'Asia/Kolkata';
const NY = 'America/New_York';

describe('zone helpers', () => {
  it('knows real zones from invented ones', () => {
    expect(isValidTimeZone(IST)).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('gives the same answer when asked again (known zones are remembered)', () => {
    for (let i = 0; i < 3; i++) {
      expect(isValidTimeZone(IST)).toBe(true);
      expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    }
    // Zone names are case-insensitive: past the memory's bound, answers stay the same.
    const letters = [...IST];
    for (let mask = 0; mask < 300; mask++) {
      const variant = letters.map((c, i) => (mask & (1 << i) ? c.toUpperCase() : c.toLowerCase())).join('');
      expect(isValidTimeZone(variant)).toBe(true);
    }
    expect(isValidTimeZone(NY)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('reads the wall clock in a zone', () => {
    expect(zonedParts(new Date('2026-11-23T19:00:00Z'), IST)).toEqual({ year: 2026, month: 11, day: 24, hour: 0, minute: 30, second: 0 });
  });

  it('puts 00:30 IST on its IST day, whatever the UTC day', () => {
    const at = new Date('2026-11-23T19:00:00Z');
    expect(localDateKey(at, IST)).toBe('2026-11-24');
    expect(localDateKey(at, 'UTC')).toBe('2026-11-23');
  });

  it('gives the hour as 0-23, midnight as 0', () => {
    expect(localHour(new Date('2026-11-23T18:30:00Z'), IST)).toBe(0);
    expect(localHour(new Date('2026-11-24T12:29:00Z'), IST)).toBe(17);
  });

  it('falls back to the runtime zone for an unknown zone', () => {
    const at = new Date('2026-11-23T19:00:00Z');
    expect(localDateKey(at, 'Mars/Olympus')).toBe(localDateKey(at));
  });

  it('finds local midnight', () => {
    expect(startOfLocalDay(new Date('2026-11-23T19:00:00Z'), IST).toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(startOfLocalDay(new Date('2026-11-24T18:29:59Z'), IST).toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(startOfLocalDay(new Date('2026-11-24T05:00:00Z'), 'UTC').toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('adds calendar days across month and year ends', () => {
    expect(addLocalDays(new Date('2026-12-30T12:00:00Z'), 3, IST).toISOString()).toBe('2027-01-01T18:30:00.000Z');
  });

  it('follows daylight saving: the day after a spring-forward midnight is 23 hours later', () => {
    const march7 = startOfLocalDay(new Date('2026-03-07T17:00:00Z'), NY);
    expect(march7.toISOString()).toBe('2026-03-07T05:00:00.000Z');
    expect(addLocalDays(march7, 1, NY).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(addLocalDays(march7, 2, NY).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});
