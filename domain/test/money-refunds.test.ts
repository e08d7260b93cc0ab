import { describe, expect, it } from 'vitest';
import { lowerTier, refundForCancellation, refundTier, refundTierCapOnReschedule, type Canceller, type RefundTier } from '../src/money';

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

describe('a moved session keeps the tier in force when it was moved (docs/product/money.md "Reschedule")', () => {
  const paid = 200_000;
  /** The session is moved to 60 h after the move; the mentee cancels right after moving. */
  const movedTo = (moment: Date) => new Date(moment.getTime() + 60 * HOUR);

  it.each([
    ['24 h + 1 s before the old start', 24 * HOUR + SECOND, 'full', 200_000],
    ['exactly 24 h before', 24 * HOUR, 'full', 200_000],
    ['24 h − 1 s before', 24 * HOUR - SECOND, 'half', 100_000],
    ['14 h before', 14 * HOUR, 'half', 100_000],
    ['6 h + 1 s before', 6 * HOUR + SECOND, 'half', 100_000],
    ['exactly 6 h before', 6 * HOUR, 'half', 100_000],
    ['6 h − 1 s before', 6 * HOUR - SECOND, 'none', 0],
  ] as const)('moved %s: cap %s, and cancelling 60 h before the new start refunds %i paise', (_label, lead, cap, refund) => {
    const moment = before(lead);
    expect(refundTierCapOnReschedule(start, moment)).toBe(cap);
    expect(refundForCancellation(paid, 'mentee', movedTo(moment), moment, cap)).toBe(refund);
  });

  it('booked 14 h ahead, moved to 60 h ahead, cancelled: 50%, not 100%', () => {
    const moment = before(14 * HOUR);
    const cap = refundTierCapOnReschedule(start, moment);
    const newStart = movedTo(moment);
    expect(refundForCancellation(paid, 'mentee', newStart, moment)).toBe(paid);
    expect(refundForCancellation(paid, 'mentee', newStart, moment, cap)).toBe(100_000);
  });

  it('the tier at cancellation applies when it is lower than the cap, at its own edges', () => {
    const newStart = new Date(start.getTime() + 48 * HOUR);
    const at = (lead: number) => new Date(newStart.getTime() - lead);
    expect(refundForCancellation(paid, 'mentee', newStart, at(24 * HOUR), 'full')).toBe(paid);
    expect(refundForCancellation(paid, 'mentee', newStart, at(24 * HOUR - SECOND), 'full')).toBe(100_000);
    expect(refundForCancellation(paid, 'mentee', newStart, at(6 * HOUR), 'half')).toBe(100_000);
    expect(refundForCancellation(paid, 'mentee', newStart, at(6 * HOUR - SECOND), 'half')).toBe(0);
    expect(refundForCancellation(paid, 'mentee', newStart, at(6 * HOUR - SECOND), 'full')).toBe(0);
  });

  it('a cap never raises a tier, and an earlier cap carries over to a second move', () => {
    expect(refundTier('mentee', start, before(HOUR), 'full')).toBe('none');
    expect(refundTier('mentee', start, before(12 * HOUR), 'full')).toBe('half');
    expect(refundTierCapOnReschedule(start, before(48 * HOUR), 'half')).toBe('half');
    const tiers: RefundTier[] = ['full', 'half', 'none'];
    for (const a of tiers) for (const b of tiers) expect(lowerTier(a, b)).toBe(tiers[Math.max(tiers.indexOf(a), tiers.indexOf(b))]);
  });

  it.each<Canceller>(['mentor', 'admin'])('%s cancelling a moved session still refunds in full', (by) => {
    expect(refundForCancellation(paid, by, start, before(HOUR), 'none')).toBe(paid);
    expect(refundForCancellation(paid, by, start, before(48 * HOUR), 'half')).toBe(paid);
  });
});
