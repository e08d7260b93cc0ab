import { REVIEW_TURNAROUND_HOURS } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { checkOffers, offersFormFrom } from './offersForm';

describe('review offers form', () => {
  it('starts every test not offered at the default turnaround, and offered ones at theirs', () => {
    const form = offersFormFrom([{ kind: 'tat', turnaroundHours: 48 }]);
    expect(form.tat).toEqual({ on: true, hours: '48' });
    expect(form.wat).toEqual({ on: false, hours: String(REVIEW_TURNAROUND_HOURS.default) });
  });

  it('sends only the ticked tests, and puts a bad turnaround beside its test', () => {
    const form = offersFormFrom([]);
    form.srt = { on: true, hours: '12' };
    form.sd = { on: true, hours: '' };
    form.wat = { on: false, hours: 'nonsense' };
    const { errors } = checkOffers(form);
    expect(errors?.srt).toBe(`The turnaround is at least ${REVIEW_TURNAROUND_HOURS.min} hours`);
    expect(errors?.sd).toBe('The turnaround is a number of hours');
    expect(errors?.wat).toBeUndefined();
    form.srt.hours = '24';
    form.sd.hours = '168';
    expect(checkOffers(form)).toEqual({ input: { offers: [{ kind: 'srt', turnaroundHours: 24 }, { kind: 'sd', turnaroundHours: 168 }] }, errors: null });
  });
});
