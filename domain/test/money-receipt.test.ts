import { describe, expect, it } from 'vitest';
import { receiptNumber, receiptPath } from '../src/money/receipt';

describe('receiptNumber', () => {
  it('numbers by the year of payment in India, zero-padded to six digits', () => {
    expect(receiptNumber(1042, new Date('2031-06-01T10:00:00Z'))).toBe('SSB-2031-001042');
    // 18:30 UTC on 31 December is already 1 January in India
    expect(receiptNumber(7, new Date('2031-12-31T18:30:00Z'))).toBe('SSB-2032-000007');
    expect(receiptNumber(7, new Date('2031-12-31T18:29:59Z'))).toBe('SSB-2031-000007');
  });
  it('links the printable receipt page', () => {
    expect(receiptPath('p1')).toBe('/payments/p1/receipt');
  });
});
