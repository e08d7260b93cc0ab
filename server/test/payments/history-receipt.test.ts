import { describe, expect, it } from 'vitest';
import { receiptNumber, receiptOf, receiptPagePath } from '../../src/features/payments/history/receipt';

describe('receiptNumber', () => {
  it('is SSB-<year>-<sequence in six digits>', () => expect(receiptNumber(1001, new Date('2031-03-10T04:00:00Z'))).toBe('SSB-2031-001001'));
  it('keeps sequences past six digits whole', () => expect(receiptNumber(1_234_567, new Date('2031-03-10T04:00:00Z'))).toBe('SSB-2031-1234567'));
  it("takes the year in India: 31 Dec 19:00 UTC is already 1 Jan there", () => {
    expect(receiptNumber(7, new Date('2031-12-31T18:29:59Z'))).toBe('SSB-2031-000007');
    expect(receiptNumber(7, new Date('2031-12-31T18:30:00Z'))).toBe('SSB-2032-000007');
  });
});

describe('receiptOf', () => {
  const captured = { id: 'p1', status: 'captured', receiptSeq: 1002, capturedAt: new Date('2031-03-10T04:00:00Z') };

  it('gives a captured payment its number and the web page path', () => {
    expect(receiptOf(captured)).toEqual({ receiptNumber: 'SSB-2031-001002', receiptUrl: receiptPagePath('p1') });
    expect(receiptPagePath('p1')).toBe('/payments/p1/receipt');
  });

  it('gives nothing before capture', () => {
    expect(receiptOf({ ...captured, status: 'created', receiptSeq: null, capturedAt: null })).toEqual({ receiptNumber: null, receiptUrl: null });
    expect(receiptOf({ ...captured, status: 'failed' })).toEqual({ receiptNumber: null, receiptUrl: null });
  });
});
