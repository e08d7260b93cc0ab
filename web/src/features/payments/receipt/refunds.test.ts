import { REFUND_STATUSES } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { REFUND_STATUS, refundProgress } from './refunds';

describe('refund statuses in words (docs/product/money.md "Cancellation and refunds")', () => {
  it('names every status apart', () => {
    expect(REFUND_STATUSES.map((s) => REFUND_STATUS[s].label)).toEqual(['Decided', 'Sent', 'Processed', 'Failed', 'Refunded by hand']);
  });

  it('says what each means for the person paid back', () => {
    const at = '2031-03-03T10:00:00.000Z';
    expect(refundProgress({ status: 'decided', processedAt: null })).toMatch(/^Decided; we are sending it to the payment service\. Refunds go back/);
    expect(refundProgress({ status: 'sent', processedAt: null })).toMatch(/^Sent to the payment service\. .*5-7 working days/);
    expect(refundProgress({ status: 'processed', processedAt: at })).toBe('Paid back on 3 Mar 2031.');
    expect(refundProgress({ status: 'failed', processedAt: null })).toMatch(/could not make this refund\. Our team is on it/);
    expect(refundProgress({ status: 'refunded_by_hand', processedAt: at })).toBe('Paid back directly by our team on 3 Mar 2031, outside the payment service.');
  });
});
