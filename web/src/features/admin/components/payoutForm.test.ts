import { PAYMENT_MESSAGES } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { ABOVE_ZERO_MESSAGE, payoutPayload, payoutResolver, RUPEES_MESSAGE, type PayoutFormValues } from './payoutForm';

const COACH = '0b6f2f9e-8a3c-4c1e-9d55-3f1e2a7b9c10';
const resolve = (values: Partial<PayoutFormValues>) =>
  payoutResolver(COACH)({ amount: '1764.5', reference: 'UTR1', note: '', ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the payout form', () => {
  it('sends paise for the rupees typed, without an empty note', () => {
    expect(payoutPayload(COACH, { amount: '1764.5', reference: 'UTR1', note: ' ' })).toEqual({ coachId: COACH, amount: 176450, reference: 'UTR1' });
    expect(payoutPayload(COACH, { amount: '2,500', reference: 'UTR1', note: 'March' })).toEqual({ coachId: COACH, amount: 250000, reference: 'UTR1', note: 'March' });
  });

  it('accepts rupees with up to two decimals', async () => {
    expect((await resolve({})).errors).toEqual({});
  });

  it('refuses a third decimal, words and zero, in rupees', async () => {
    expect((await resolve({ amount: '12.345' })).errors.amount?.message).toBe(RUPEES_MESSAGE);
    expect((await resolve({ amount: 'ten' })).errors.amount?.message).toBe(RUPEES_MESSAGE);
    expect((await resolve({ amount: '0' })).errors.amount?.message).toBe(ABOVE_ZERO_MESSAGE);
  });

  it("takes the contract's message for the reference", async () => {
    expect((await resolve({ reference: '  ' })).errors.reference?.message).toBe(PAYMENT_MESSAGES.referenceRequired);
  });
});
