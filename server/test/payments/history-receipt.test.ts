import { describe, expect, it } from 'vitest';
import { receiptOf } from '../../src/features/payments/history/receipt';

describe('receiptOf', () => {
  const captured = { id: 'p1', status: 'captured', receiptSeq: 1002, capturedAt: new Date('2031-03-10T04:00:00Z') };

  it('gives a captured payment its number (SSB-<year>-<six digits>) and the web page of its receipt', () => {
    expect(receiptOf(captured)).toEqual({ receiptNumber: 'SSB-2031-001002', receiptUrl: '/payments/p1/receipt' });
  });

  it('keeps sequence numbers past six digits whole', () => {
    expect(receiptOf({ ...captured, receiptSeq: 1_234_567 }).receiptNumber).toBe('SSB-2031-1234567');
  });

  it('gives nothing before capture, nor for a failed payment', () => {
    expect(receiptOf({ ...captured, status: 'created', receiptSeq: null, capturedAt: null })).toEqual({ receiptNumber: null, receiptUrl: null });
    expect(receiptOf({ ...captured, status: 'failed' })).toEqual({ receiptNumber: null, receiptUrl: null });
  });
});
