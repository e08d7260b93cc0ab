import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../src/format';

const at = new Date('2026-11-24T13:00:00.000Z');
const IST = 'Asia/Kolkata';

describe('formatDateTime', () => {
  it('shows date, time and the short zone name', () => {
    expect(formatDateTime(at, IST)).toBe('24 Nov 2026, 6:30 pm IST');
    expect(formatDateTime(at, 'UTC')).toBe('24 Nov 2026, 1:00 pm UTC');
  });

  it('uses plain spaces only', () => {
    expect(formatDateTime(at, IST)).not.toMatch(/[\u202f\u00a0]/);
    expect(formatDateTime(at, 'UTC', 'en-US')).not.toMatch(/[\u202f\u00a0]/);
  });

  it('names the zone as the locale does elsewhere', () => {
    expect(formatDateTime(at, 'America/New_York')).toBe('24 Nov 2026, 8:00 am GMT-5');
  });

  it('takes ISO strings and epoch milliseconds', () => {
    expect(formatDateTime('2026-11-24T13:00:00Z', IST)).toBe('24 Nov 2026, 6:30 pm IST');
    expect(formatDateTime(at.getTime(), IST)).toBe('24 Nov 2026, 6:30 pm IST');
  });

  it('takes another locale', () => {
    expect(formatDateTime(at, 'UTC', 'en-US')).toBe('Nov 24, 2026, 1:00 PM UTC');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDateTime('nope', IST)).toBe('');
    expect(formatDateTime(new Date('nope'))).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });

  it('falls back to the runtime zone for an unknown zone', () => {
    expect(formatDateTime(at, 'Mars/Olympus')).toBe(formatDateTime(at));
  });
});

describe('formatDate and formatTime', () => {
  it('show the day and the time in the zone', () => {
    expect(formatDate(at, IST)).toBe('24 Nov 2026');
    expect(formatTime(at, IST)).toBe('6:30 pm');
    expect(formatTime('2026-11-24T18:45:00Z', IST)).toBe('12:15 am');
    expect(formatDate('2026-11-24T18:45:00Z', IST)).toBe('25 Nov 2026');
  });

  it("writes dates as Intl's en-IN does, in India's zone and the runtime's, every month and around midnight", () => {
    const intl = (zone?: string) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone });
    for (let month = 0; month < 12; month++) {
      for (const ms of [Date.UTC(2026, month, 1, 0, 0), Date.UTC(2026, month, 15, 18, 29, 59, 999), Date.UTC(2026, month, 15, 18, 30), Date.UTC(1999, month, 28, 23, 59)]) {
        expect(formatDate(ms, IST), new Date(ms).toISOString()).toBe(intl(IST).format(ms));
        expect(formatDate(ms), new Date(ms).toISOString()).toBe(intl().format(ms));
      }
    }
    // Before 1946 India's offset differed: Intl's history answers.
    expect(formatDate(Date.UTC(1940, 5, 30, 18, 45), IST)).toBe(intl(IST).format(Date.UTC(1940, 5, 30, 18, 45)));
    expect(formatDate(at, 'Europe/London')).toBe('24 Nov 2026');
  });

  it('give an empty text for an invalid date', () => {
    expect(formatDate('x')).toBe('');
    expect(formatTime('x')).toBe('');
  });
});
