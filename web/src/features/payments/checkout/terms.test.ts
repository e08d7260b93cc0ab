import { describe, expect, it } from 'vitest';
import { cancellationTermsLine, refundNowText, refundTiers, RESCHEDULE_RULE } from './terms';

describe('cancellation terms', () => {
  it('says the tiers in one line, from the money constants', () => {
    expect(cancellationTermsLine()).toBe('Free cancellation up to 24 h before; 50% refund up to 6 h before.');
  });

  it('lists the mentee tiers and the coach cancelling in full', () => {
    expect(refundTiers().map((t) => t.refund)).toEqual(['100%', '50%', 'No refund', '100%']);
    expect(refundTiers()[3]!.who).toMatch(/coach cancels/);
  });

  it('says a moved session keeps the refund of the moment it was moved (docs/product/money.md "Reschedule")', () => {
    expect(RESCHEDULE_RULE).toBe(
      'You may move a session once, to another free time of the same coach and session type, up to 12 hours before it starts, at no cost. A moved session keeps the refund you would have had when you moved it: if you cancel it later, the refund is never more than that.',
    );
  });
});

describe('refundNowText', () => {
  it('states the refund in rupees and the share of the price', () => {
    expect(refundNowText(1000, 2000)).toBe('Cancelling now refunds ₹1,000 (50%)');
    expect(refundNowText(2000, 2000)).toBe('Cancelling now refunds ₹2,000 (100%)');
  });

  it('names who gets the money when it is not the viewer', () => {
    expect(refundNowText(2000, 2000, 'the mentee')).toBe('Cancelling now refunds the mentee ₹2,000 (100%)');
  });

  it('keeps the paise of half an odd price', () => {
    expect(refundNowText(999.5, 1999)).toBe('Cancelling now refunds ₹999.50 (50%)');
  });

  it('says nothing comes back under the last tier, and gives no text without a figure from the server', () => {
    expect(refundNowText(0, 2000)).toBe('Cancelling now refunds nothing');
    expect(refundNowText(null, 2000)).toBeNull();
  });
});
