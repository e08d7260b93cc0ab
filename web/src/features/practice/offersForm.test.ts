import { REVIEW_TURNAROUND_HOURS } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { checkOffers, offersFormFrom } from './offersForm';

describe('review offers form', () => {
  it('starts every test not offered at the default turnaround, and offered ones at theirs', () => {
    const form = offersFormFrom([{ kind: 'tat', turnaroundHours: 48, price: 499 }]);
    expect(form.tat).toEqual({ on: true, hours: '48', price: '499' });
    expect(form.wat).toEqual({ on: false, hours: String(REVIEW_TURNAROUND_HOURS.default), price: '0' });
  });

  it('sends only the ticked tests, and puts a bad turnaround beside its test', () => {
    const form = offersFormFrom([]);
    form.srt = { on: true, hours: '12', price: '0' };
    form.sd = { on: true, hours: '', price: '0' };
    form.wat = { on: false, hours: 'nonsense', price: 'nonsense' };
    form.tat = { on: true, hours: '72', price: '99.5' };
    const { errors } = checkOffers(form);
    expect(errors?.srt).toBe(`The turnaround is at least ${REVIEW_TURNAROUND_HOURS.min} hours`);
    expect(errors?.sd).toBe('The turnaround is a number of hours');
    expect(errors?.wat).toBeUndefined();
    expect(errors?.tat).toBeUndefined();
    expect(errors?.['price:tat']).toBe('The price is a whole number of rupees');
    form.srt.hours = '24';
    form.sd.hours = '168';
    form.tat.price = '499';
    expect(checkOffers(form)).toEqual({
      input: { offers: [{ kind: 'srt', turnaroundHours: 24, price: 0 }, { kind: 'tat', turnaroundHours: 72, price: 499 }, { kind: 'sd', turnaroundHours: 168, price: 0 }] },
      errors: null,
    });
  });
});
