import { describe, expect, it } from 'vitest';
import { bookableType, bookableTypesFor, formatPrice, hourlyRateOf, prorate, sameLengthChoiceMessage, sessionTypesFor } from '../src/pricing';

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

  it('rounds an exact half rupee up (₹999 an hour: 30 minutes is ₹500, 90 minutes ₹1,499)', () => {
    expect(prorate(999, 30)).toBe(500);
    expect(prorate(999, 90)).toBe(1499);
    expect(prorate(999, 60)).toBe(999);
    expect(prorate(1001, 30)).toBe(501);
    expect(prorate(1, 30)).toBe(1);
    expect(sessionTypesFor({ hourlyRate: 999 }).map((t) => t.price)).toEqual([500, 999, 1499]);
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

describe('bookableType', () => {
  const ownTypes = {
    hourlyRate: 3000,
    sessionTypes: [
      { id: 'pi', label: 'Mock PI', minutes: 60, price: 9000 },
      { id: 'gd', label: 'GD review', minutes: 60, price: 4000 },
      { id: 'quick', label: 'Quick call', minutes: 30, price: 0 },
    ],
  };

  it("names the coach's own type of that length and takes its price", () => {
    expect(bookableType(ownTypes, { minutes: 30 })).toEqual({ ok: true, type: { id: 'quick', label: 'Quick call', minutes: 30, price: 0 } });
  });

  it('lets the price sent pick between two types of one length, and never takes the first of them', () => {
    expect(bookableType(ownTypes, { minutes: 60, price: 4000 })).toMatchObject({ ok: true, type: { id: 'gd', price: 4000 } });
    expect(bookableType(ownTypes, { minutes: 60, price: '9000' })).toMatchObject({ ok: true, type: { id: 'pi', price: 9000 } });
    const choices = [
      { id: 'pi', label: 'Mock PI', minutes: 60, price: 9000 },
      { id: 'gd', label: 'GD review', minutes: 60, price: 4000 },
    ];
    expect(bookableType(ownTypes, { minutes: 60 })).toEqual({ ok: false, reason: 'ambiguous', minutes: 60, choices });
    expect(bookableType(ownTypes, { minutes: 60, price: 5000 })).toEqual({ ok: false, reason: 'ambiguous', minutes: 60, choices });
    expect(bookableType(ownTypes, { minutes: 60, price: 'a lot' })).toEqual({ ok: false, reason: 'ambiguous', minutes: 60, choices });
  });

  it('refuses two types of one length and one price by length alone: the price picks neither', () => {
    const twins = { sessionTypes: [{ id: 'a', label: 'A', minutes: 30, price: 500 }, { id: 'b', label: 'B', minutes: 30, price: 500 }] };
    expect(bookableType(twins, { minutes: 30, price: 500 })).toMatchObject({ ok: false, reason: 'ambiguous' });
    expect(bookableType(twins, { typeId: 'b' })).toMatchObject({ ok: true, type: { id: 'b' } });
  });

  it('ignores the price when one type has the length', () => {
    expect(bookableType(ownTypes, { minutes: 30, price: 1300 })).toMatchObject({ ok: true, type: { id: 'quick', price: 0 } });
  });

  it('names the choices in the refusal', () => {
    expect(sameLengthChoiceMessage(30, [{ label: 'Quick call', price: 0 }, { label: 'Mock PI', price: 1300 }])).toBe(
      'This coach offers two sessions of 30 minutes: Quick call (₹0) and Mock PI (₹1,300). Choose one by its price.',
    );
    expect(sameLengthChoiceMessage(60, [{ label: 'A', price: 1 }, { label: 'B', price: 2 }, { label: 'C', price: 3 }])).toBe(
      'This coach offers three sessions of 60 minutes: A (₹1), B (₹2) and C (₹3). Choose one by its price.',
    );
  });

  it('names a type by id, which tells apart two types of one length', () => {
    expect(bookableType(ownTypes, { typeId: 'gd' })).toMatchObject({ ok: true, type: { id: 'gd', price: 4000 } });
    expect(bookableType(ownTypes, { typeId: 'gd', minutes: 60 })).toMatchObject({ ok: true, type: { id: 'gd' } });
  });

  it('books a type priced 0 as a free session', () => {
    expect(bookableType(ownTypes, { minutes: 30 })).toMatchObject({ ok: true, type: { id: 'quick', price: 0 } });
  });

  it('refuses any other length, never prorating the hourly rate for it', () => {
    expect(bookableType(ownTypes, { minutes: 61 })).toEqual({ ok: false, reason: 'notOffered' });
    expect(bookableType(ownTypes, { minutes: 90 })).toEqual({ ok: false, reason: 'notOffered' });
    expect(bookableType(ownTypes, {})).toEqual({ ok: false, reason: 'notOffered' });
  });

  it('refuses an unknown type id, or an id whose length differs from the one sent', () => {
    expect(bookableType(ownTypes, { typeId: 'nope' })).toEqual({ ok: false, reason: 'notOffered' });
    expect(bookableType(ownTypes, { typeId: 'gd', minutes: 30 })).toEqual({ ok: false, reason: 'notOffered' });
    expect(bookableType({ hourlyRate: 3000 }, { typeId: 'pi' })).toEqual({ ok: false, reason: 'notOffered' });
  });

  it('offers a rate-only coach 30, 60 and 90 minutes, prorated, and nothing else', () => {
    expect(bookableType({ hourlyRate: 2500 }, { minutes: 90 })).toMatchObject({ ok: true, type: { id: '90-min', price: 3750 } });
    expect(bookableType({ hourlyRate: 2500 }, { typeId: '30-min' })).toMatchObject({ ok: true, type: { minutes: 30, price: 1250 } });
    expect(bookableType({ hourlyRate: 2500 }, { minutes: 61 })).toEqual({ ok: false, reason: 'notOffered' });
  });

  it('prices an own type without a price of its own from the rate', () => {
    expect(bookableType({ hourlyRate: 3000, sessionTypes: [{ id: 'x', label: 'X', minutes: 30 }] }, { minutes: 30 })).toMatchObject({
      ok: true,
      type: { price: 1500 },
    });
  });

  it('refuses a coach with no price at all, whatever is asked', () => {
    expect(bookableType({}, { minutes: 60 })).toEqual({ ok: false, reason: 'unpriced' });
    expect(bookableType({ sessionTypes: [{ id: 'x', label: 'X', minutes: 60 }] }, { minutes: 89 })).toEqual({ ok: false, reason: 'unpriced' });
  });

  it('refuses an unpriced type of a coach who prices others', () => {
    const mixed = { sessionTypes: [{ id: 'a', label: 'A', minutes: 60, price: 2000 }, { id: 'b', label: 'B', minutes: 45 }] };
    expect(bookableType(mixed, { minutes: 45 })).toEqual({ ok: false, reason: 'unpriced' });
    expect(bookableTypesFor(mixed).map((t) => t.id)).toEqual(['a']);
  });
});

describe('bookableTypesFor', () => {
  it("lists the coach's priced types, and none for a coach without a price", () => {
    expect(bookableTypesFor({ hourlyRate: 600 }).map((t) => t.minutes)).toEqual([30, 60, 90]);
    expect(bookableTypesFor({})).toEqual([]);
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
