import { describe, expect, it } from 'vitest';
import { cheapestBookablePrice, coachSearchQuerySchema, formatNextFree, fromPriceLabel, nextFreeStart, sessionCategoryForFocus } from '../src';

const t = (iso: string) => new Date(iso);
const NOW = t('2031-03-10T04:00:00.000Z'); // Monday 09:30 IST
const UNTIL = t('2031-03-24T04:00:00.000Z');

describe('cheapestBookablePrice', () => {
  it("is the cheapest of the coach's own priced types, not the hourly rate", () => {
    const types = [
      { id: 'a', label: 'Mock interview', minutes: 60, price: 2000 },
      { id: 'b', label: 'Quick review', minutes: 30, price: 1500 },
    ];
    expect(cheapestBookablePrice({ hourlyRate: 4000, sessionTypes: types })).toBe(1500);
  });

  it('prorates a type without a price, and offers 30/60/90 minutes at the rate without types', () => {
    expect(cheapestBookablePrice({ hourlyRate: 1200, sessionTypes: [{ id: 'a', label: 'a', minutes: 45, price: null }] })).toBe(900);
    expect(cheapestBookablePrice({ hourlyRate: 999, sessionTypes: [] })).toBe(500);
  });

  it('is null when nothing can be booked, and a free type counts', () => {
    expect(cheapestBookablePrice({ hourlyRate: null, sessionTypes: [] })).toBeNull();
    expect(cheapestBookablePrice({ hourlyRate: null, sessionTypes: [{ id: 'a', label: 'a', minutes: 30, price: null }] })).toBeNull();
    expect(cheapestBookablePrice({ hourlyRate: 2000, sessionTypes: [{ id: 'a', label: 'Intro', minutes: 15, price: 0 }] })).toBe(0);
  });

  it("reads 'from ₹1,500 a session', 'Free sessions', or nothing", () => {
    expect(fromPriceLabel(1500)).toBe('from ₹1,500 a session');
    expect(fromPriceLabel(0)).toBe('Free sessions');
    expect(fromPriceLabel(null)).toBeNull();
  });
});

describe('nextFreeStart', () => {
  const entry = (start: string, end: string, status = 'available') => ({ start: t(start), end: t(end), status });

  it('is the earliest available start where the shortest type fits', () => {
    const entries = [
      entry('2031-03-12T05:00:00.000Z', '2031-03-12T07:00:00.000Z'),
      // Earlier, but only 30 minutes free: a 60-minute type does not fit.
      entry('2031-03-11T05:00:00.000Z', '2031-03-11T05:30:00.000Z'),
      entry('2031-03-10T05:00:00.000Z', '2031-03-10T09:00:00.000Z', 'booked'),
    ];
    expect(nextFreeStart(entries, 60, NOW, UNTIL)).toEqual(t('2031-03-12T05:00:00.000Z'));
    expect(nextFreeStart(entries, 30, NOW, UNTIL)).toEqual(t('2031-03-11T05:00:00.000Z'));
  });

  it('starts on the slot grid after now within a stretch that has begun, and ignores what lies past the span', () => {
    expect(nextFreeStart([entry('2031-03-10T03:00:00.000Z', '2031-03-10T06:00:00.000Z')], 30, t('2031-03-10T04:10:00.000Z'), UNTIL)).toEqual(
      t('2031-03-10T04:30:00.000Z'),
    );
    expect(nextFreeStart([entry('2031-04-01T05:00:00.000Z', '2031-04-01T06:00:00.000Z')], 30, NOW, UNTIL)).toBeNull();
  });
});

describe('formatNextFree', () => {
  it("writes the weekday and the time in India's zone within the week, the date after", () => {
    expect(formatNextFree('2031-03-11T05:00:00.000Z', NOW, 'Asia/Kolkata')).toBe('Tue 10:30');
    expect(formatNextFree('2031-03-20T13:45:00.000Z', NOW, 'Asia/Kolkata')).toBe('20 Mar 19:15');
  });
});

describe('sessionCategoryForFocus', () => {
  it('keeps the stored category one of the four', () => {
    expect(sessionCategoryForFocus('Group Discussion')).toBe('group_discussion');
    expect(sessionCategoryForFocus('GTO Tasks')).toBe('group_discussion');
    expect(sessionCategoryForFocus('Interview Techniques')).toBe('personal_interview');
    expect(sessionCategoryForFocus('Group Planning Exercise')).toBe('planning_exercise');
    expect(sessionCategoryForFocus('TAT')).toBe('general_mentoring');
  });
});

describe('coachSearchQuerySchema', () => {
  it('defaults to relevance and refuses an unknown sort or language', () => {
    expect(coachSearchQuerySchema.parse({}).sort).toBe('relevance');
    expect(coachSearchQuerySchema.parse({ sort: 'price', priceMax: '2000', language: 'Hindi' })).toMatchObject({
      sort: 'price',
      priceMax: 2000,
      language: 'Hindi',
    });
    expect(coachSearchQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
    expect(coachSearchQuerySchema.safeParse({ language: 'Klingon' }).success).toBe(false);
    expect(coachSearchQuerySchema.safeParse({ priceMax: '1.5' }).success).toBe(false);
  });
});
