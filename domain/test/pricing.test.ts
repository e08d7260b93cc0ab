import { describe, expect, it } from 'vitest';
import { formatPrice, hourlyRateOf, priceFor, prorate, sessionTypesFor } from '../src/pricing';

describe('hourlyRateOf', () => {
  it('reads hourlyRate, rate or hourly_rate, in that order', () => {
    expect(hourlyRateOf({ hourlyRate: 2500, rate: 1, hourly_rate: 2 })).toBe(2500);
    expect(hourlyRateOf({ rate: 3000, hourly_rate: 2 })).toBe(3000);
    expect(hourlyRateOf({ hourly_rate: 1500 })).toBe(1500);
  });

  it('accepts numeric strings and zero', () => {
    expect(hourlyRateOf({ hourlyRate: '2000' })).toBe(2000);
    expect(hourlyRateOf({ hourlyRate: 0 })).toBe(0);
  });

  it('gives null when unset or unusable', () => {
    expect(hourlyRateOf({})).toBeNull();
    expect(hourlyRateOf({ hourlyRate: null })).toBeNull();
    expect(hourlyRateOf({ hourlyRate: -5 })).toBeNull();
    expect(hourlyRateOf({ hourlyRate: '' })).toBeNull();
    expect(hourlyRateOf({ hourlyRate: 'abc' })).toBeNull();
    expect(hourlyRateOf({ hourlyRate: Number.NaN })).toBeNull();
  });

  it('skips an unusable field for the next one', () => {
    expect(hourlyRateOf({ hourlyRate: null, rate: 1800 })).toBe(1800);
  });
});

describe('prorate', () => {
  it('prices minutes at rate/60, rounded', () => {
    expect(prorate(2500, 30)).toBe(1250);
    expect(prorate(2500, 90)).toBe(3750);
    expect(prorate(1999, 45)).toBe(1499);
    expect(prorate(1000, 1)).toBe(17);
  });
});

describe('sessionTypesFor', () => {
  it('offers 30, 60 and 90 minutes at the prorated rate when the coach has only a rate', () => {
    expect(sessionTypesFor({ hourlyRate: 2500 })).toEqual([
      { id: '30-min', label: '30 min', minutes: 30, price: 1250 },
      { id: '60-min', label: '60 min', minutes: 60, price: 2500 },
      { id: '90-min', label: '90 min', minutes: 90, price: 3750 },
    ]);
  });

  it('offers nothing without types or rate', () => {
    expect(sessionTypesFor({})).toEqual([]);
    expect(sessionTypesFor({ sessionTypes: [], hourlyRate: null })).toEqual([]);
  });

  it("uses the coach's own types instead of the defaults", () => {
    const coach = {
      hourlyRate: 3000,
      sessionTypes: [
        { id: 'pi', label: 'Mock interview', minutes: 45, price: 2000 },
        { id: 'gd', label: 'GD practice', duration: 90, amount: 4000 },
      ],
    };
    expect(sessionTypesFor(coach)).toEqual([
      { id: 'pi', label: 'Mock interview', minutes: 45, price: 2000 },
      { id: 'gd', label: 'GD practice', minutes: 90, price: 4000 },
    ]);
  });

  it('defaults a custom duration to 60 and prices it from the rate', () => {
    expect(sessionTypesFor({ hourlyRate: 2400, sessionTypes: [{ id: 'x', label: 'Chat' }] })).toEqual([
      { id: 'x', label: 'Chat', minutes: 60, price: 2400 },
    ]);
    expect(sessionTypesFor({ hourlyRate: 2400, sessionTypes: [{ id: 'x', label: 'Chat', minutes: 20 }] })[0]?.price).toBe(800);
  });

  it('prefers price over amount over the rate', () => {
    const types = [
      { id: 'a', label: 'A', minutes: 60, price: 100, amount: 200 },
      { id: 'b', label: 'B', minutes: 60, amount: 200 },
      { id: 'c', label: 'C', minutes: 60 },
    ];
    expect(sessionTypesFor({ hourlyRate: 300, sessionTypes: types }).map((t) => t.price)).toEqual([100, 200, 300]);
  });

  it('leaves the price null without price, amount or rate', () => {
    expect(sessionTypesFor({ sessionTypes: [{ id: 'a', label: 'A', minutes: 30 }] })[0]?.price).toBeNull();
  });

  it('keeps a price of zero', () => {
    expect(sessionTypesFor({ hourlyRate: 1000, sessionTypes: [{ id: 'free', label: 'Intro', minutes: 15, price: 0 }] })[0]?.price).toBe(0);
  });

  it('fills in a missing id and label, and reads numeric strings', () => {
    expect(sessionTypesFor({ sessionTypes: [{ minutes: '45', price: '1500' }, { id: 7, name: 'Named' }] })).toEqual([
      { id: 'type-1', label: '45 min', minutes: 45, price: 1500 },
      { id: '7', label: 'Named', minutes: 60, price: null },
    ]);
  });

  it('ignores unusable minutes and non-object entries', () => {
    const types = [null, 'x', { id: 'a', label: 'A', minutes: 0, duration: 30 }, { id: 'b', label: 'B', minutes: -5 }];
    expect(sessionTypesFor({ sessionTypes: types }).map((t) => [t.id, t.minutes])).toEqual([
      ['a', 30],
      ['b', 60],
    ]);
  });

  it('falls back to the defaults when no own type is usable', () => {
    expect(sessionTypesFor({ hourlyRate: 600, sessionTypes: [null, 3] }).map((t) => t.minutes)).toEqual([30, 60, 90]);
  });

  it('ignores a sessionTypes value that is not a list', () => {
    expect(sessionTypesFor({ hourlyRate: 600, sessionTypes: { id: 'a' } })).toHaveLength(3);
  });
});

describe('priceFor', () => {
  it('takes the price of a type of that length', () => {
    const coach = { hourlyRate: 3000, sessionTypes: [{ id: 'pi', label: 'PI', minutes: 60, price: 2000 }] };
    expect(priceFor(coach, 60)).toBe(2000);
  });

  it('prorates the rate for a length without a type', () => {
    const coach = { hourlyRate: 3000, sessionTypes: [{ id: 'pi', label: 'PI', minutes: 60, price: 2000 }] };
    expect(priceFor(coach, 45)).toBe(2250);
  });

  it('prorates when the matching type has no price of its own', () => {
    expect(priceFor({ hourlyRate: 3000, sessionTypes: [{ id: 'x', label: 'X', minutes: 30 }] }, 30)).toBe(1500);
  });

  it('uses the defaults for a rate-only coach', () => {
    expect(priceFor({ hourlyRate: 2500 }, 90)).toBe(3750);
  });

  it('gives null when nothing sets a price', () => {
    expect(priceFor({}, 60)).toBeNull();
    expect(priceFor({ sessionTypes: [{ id: 'x', label: 'X', minutes: 60 }] }, 60)).toBeNull();
  });
});

describe('formatPrice', () => {
  it('shows rupees with Indian grouping and no paise', () => {
    expect(formatPrice(2500)).toBe('₹2,500');
    expect(formatPrice(100000)).toBe('₹1,00,000');
    expect(formatPrice(0)).toBe('₹0');
    expect(formatPrice(1249.6)).toBe('₹1,250');
  });

  it("shows 'Custom' when there is no price", () => {
    expect(formatPrice(null)).toBe('Custom');
    expect(formatPrice(undefined)).toBe('Custom');
    expect(formatPrice(Number.NaN)).toBe('Custom');
  });
});
