import { describe, expect, it } from 'vitest';
import { refundForCancellation, refundTier, type Canceller } from '../src/money';

const SECOND = 1000;
const HOUR = 3_600_000;
const start = new Date('2026-12-01T10:00:00.000Z');
/** The instant `lead` milliseconds before the start (negative: after it). */
const before = (lead: number) => new Date(start.getTime() - lead);

describe('refundTier for the mentee (docs/product/money.md "Cancellation and refunds")', () => {
  it.each([
    ['48 h before', 48 * HOUR, 'full'],
    ['24 h + 1 s before', 24 * HOUR + SECOND, 'full'],
    ['exactly 24 h before', 24 * HOUR, 'full'],
    ['24 h − 1 s before', 24 * HOUR - SECOND, 'half'],
    ['24 h − 1 ms before', 24 * HOUR - 1, 'half'],
    ['12 h before', 12 * HOUR, 'half'],
    ['6 h + 1 s before', 6 * HOUR + SECOND, 'half'],
    ['exactly 6 h before', 6 * HOUR, 'half'],
    ['6 h − 1 s before', 6 * HOUR - SECOND, 'none'],
    ['6 h − 1 ms before', 6 * HOUR - 1, 'none'],
    ['1 s before', SECOND, 'none'],
    ['at the start', 0, 'none'],
    ['after the start', -HOUR, 'none'],
  ] as const)('%s: %s', (_label, lead, tier) => {
    expect(refundTier('mentee', start, before(lead))).toBe(tier);
  });
});

describe('refundTier for the coach and an admin', () => {
  const leads = [30 * 24 * HOUR, 24 * HOUR, 24 * HOUR - SECOND, 6 * HOUR, 6 * HOUR - SECOND, HOUR, SECOND, 0, -HOUR];
  it.each(['mentor', 'admin'] as const)('%s: full at any lead, also under 6 h and after the start', (by) => {
    for (const lead of leads) expect(refundTier(by, start, before(lead)), `lead ${lead} ms`).toBe('full');
  });
});

describe('refundForCancellation in paise', () => {
  const paid = 200_000; // ₹2,000

  it('gives the whole payment back at 24 h or more', () => {
    expect(refundForCancellation(paid, 'mentee', start, before(24 * HOUR))).toBe(200_000);
    expect(refundForCancellation(paid, 'mentee', start, before(24 * HOUR + SECOND))).toBe(200_000);
  });

  it('gives half back between 6 and 24 h', () => {
    expect(refundForCancellation(paid, 'mentee', start, before(24 * HOUR - SECOND))).toBe(100_000);
    expect(refundForCancellation(paid, 'mentee', start, before(6 * HOUR))).toBe(100_000);
    expect(refundForCancellation(paid, 'mentee', start, before(6 * HOUR + SECOND))).toBe(100_000);
  });

  it('gives nothing under 6 h', () => {
    expect(refundForCancellation(paid, 'mentee', start, before(6 * HOUR - SECOND))).toBe(0);
    expect(refundForCancellation(paid, 'mentee', start, before(0))).toBe(0);
  });

  it('rounds an odd half up to a whole paisa', () => {
    // 50% of ₹15.37 = 768.5 paise
    expect(refundForCancellation(1537, 'mentee', start, before(12 * HOUR))).toBe(769);
    expect(refundForCancellation(153_700, 'mentee', start, before(12 * HOUR))).toBe(76_850);
  });

  it.each<Canceller>(['mentor', 'admin'])('%s cancelling refunds the whole payment, even an hour before or after the start', (by) => {
    expect(refundForCancellation(paid, by, start, before(HOUR))).toBe(paid);
    expect(refundForCancellation(paid, by, start, before(-HOUR))).toBe(paid);
    expect(refundForCancellation(1537, by, start, before(SECOND))).toBe(1537);
  });

  it('never refunds more than was paid, nor a negative amount', () => {
    for (const amount of [0, 1, 99, 101, 199_999, 200_000]) {
      for (const lead of [30 * HOUR, 12 * HOUR, HOUR]) {
        const refund = refundForCancellation(amount, 'mentee', start, before(lead));
        expect(Number.isInteger(refund)).toBe(true);
        expect(refund).toBeGreaterThanOrEqual(0);
        expect(refund).toBeLessThanOrEqual(amount);
      }
    }
  });
});
