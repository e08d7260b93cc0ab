import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_FEE_PERCENT, GST_ON_FEE_PERCENT, refundForCancellation, splitEarning, type Canceller } from '../src/money';

/** Half-up rounding of paise × basisPoints / 10,000, worked out in BigInt as an independent check. */
function halfUp(paise: number, basisPoints: number): number {
  const product = BigInt(paise) * BigInt(basisPoints);
  const quotient = product / 10_000n;
  return Number(product % 10_000n >= 5_000n ? quotient + 1n : quotient);
}

describe('splitEarning (docs/product/money.md "Earnings")', () => {
  it('uses the documented numbers: 10% fee by default, 18% GST on the fee', () => {
    expect(DEFAULT_PLATFORM_FEE_PERCENT).toBe(10);
    expect(GST_ON_FEE_PERCENT).toBe(18);
  });

  it('₹2,000 at 10%: fee ₹200, GST ₹36, coach ₹1,764', () => {
    expect(splitEarning(200_000, 10)).toEqual({ gross: 200_000, fee: 20_000, gst: 3600, net: 176_400 });
  });

  it('₹1,537 at 12.5%: the fee rounds half up (19,212.5 → 19,213), the GST down (3,458.34 → 3,458)', () => {
    expect(splitEarning(153_700, 12.5)).toEqual({ gross: 153_700, fee: 19_213, gst: 3458, net: 131_029 });
  });

  it('₹2 at 12.5%: the GST rounds half up (4.5 → 5)', () => {
    expect(splitEarning(200, 12.5)).toEqual({ gross: 200, fee: 25, gst: 5, net: 170 });
  });

  it('a 0% fee leaves the coach the whole price; a free session splits into zeros', () => {
    expect(splitEarning(200_000, 0)).toEqual({ gross: 200_000, fee: 0, gst: 0, net: 200_000 });
    expect(splitEarning(0, 10)).toEqual({ gross: 0, fee: 0, gst: 0, net: 0 });
  });

  it('refuses fractional or negative paise and an impossible percent', () => {
    expect(() => splitEarning(100.5, 10)).toThrow(RangeError);
    expect(() => splitEarning(-100, 10)).toThrow(RangeError);
    expect(() => splitEarning(100, -1)).toThrow(RangeError);
    expect(() => splitEarning(100, 101)).toThrow(RangeError);
    expect(() => splitEarning(100, Number.NaN)).toThrow(RangeError);
  });

  it('adds up to the gross exactly for 10,000 whole-rupee prices and fee percents with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 3000 }), (rupees, basisPoints) => {
        const gross = rupees * 100;
        const percent = basisPoints / 100;
        const { fee, gst, net, gross: echoed } = splitEarning(gross, percent);
        expect(echoed).toBe(gross);
        expect(fee + gst + net).toBe(gross);
        for (const part of [fee, gst, net]) {
          expect(Number.isSafeInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
        }
        expect(fee).toBe(halfUp(gross, basisPoints));
        expect(gst).toBe(halfUp(fee, GST_ON_FEE_PERCENT * 100));
      }),
      { numRuns: 10_000 },
    );
  }, 30_000); // 10,000 runs: about 1.5 s alone, over vitest's 5 s once when the machine was shared with other suites
});

describe('ledger simulation: 10,000 payments, some cancelled with tier refunds, the rest completed', () => {
  const start = new Date('2026-12-01T10:00:00.000Z');
  const payment = fc.record({
    rupees: fc.integer({ min: 1, max: 100_000 }),
    cancelled: fc.boolean(),
    by: fc.constantFrom<Canceller>('mentee', 'mentee', 'mentor', 'admin'),
    // Lead before the start in seconds: up to 48 h, also landing exactly on the tier edges.
    leadSeconds: fc.oneof(fc.integer({ min: 0, max: 48 * 3600 }), fc.constantFrom(24 * 3600, 24 * 3600 - 1, 6 * 3600, 6 * 3600 - 1)),
    feeBasisPoints: fc.integer({ min: 0, max: 3000 }),
  });
  /** The tier table written out: what the refund must be, for a price in whole rupees (so 50% is exact). */
  const expectedRefund = (gross: number, by: Canceller, leadSeconds: number) =>
    by !== 'mentee' || leadSeconds >= 24 * 3600 ? gross : leadSeconds >= 6 * 3600 ? gross / 2 : 0;

  it('Σpayments − Σrefunds = Σfee + Σgst + Σnet of completed sessions + what cancelled sessions kept, to the paisa', () => {
    const payments = fc.sample(payment, { numRuns: 10_000, seed: 15 });
    let paid = 0;
    let refunded = 0;
    let split = 0;
    let keptOnCancellation = 0;
    let fullyRefunded = 0;
    for (const p of payments) {
      const gross = p.rupees * 100;
      paid += gross;
      if (p.cancelled) {
        const refund = refundForCancellation(gross, p.by, start, new Date(start.getTime() - p.leadSeconds * 1000));
        expect(refund).toBe(expectedRefund(gross, p.by, p.leadSeconds));
        refunded += refund;
        keptOnCancellation += gross - refund;
        if (refund === gross) fullyRefunded += 1;
      } else {
        const { fee, gst, net } = splitEarning(gross, p.feeBasisPoints / 100);
        split += fee + gst + net;
      }
    }
    expect(payments.length).toBe(10_000);
    expect(fullyRefunded).toBeGreaterThan(0);
    expect(keptOnCancellation).toBeGreaterThan(0);
    for (const sum of [paid, refunded, split]) expect(Number.isSafeInteger(sum)).toBe(true);
    expect(paid - refunded).toBe(split + keptOnCancellation);
  });

  it('with every cancellation refunded in full (coach or admin), Σpayments − Σrefunds = Σfee + Σgst + Σnet exactly', () => {
    const payments = fc.sample(payment, { numRuns: 10_000, seed: 16 });
    let balance = 0;
    let split = 0;
    for (const p of payments) {
      const gross = p.rupees * 100;
      balance += gross;
      if (p.cancelled) {
        balance -= refundForCancellation(gross, p.by === 'mentee' ? 'mentor' : p.by, start, new Date(start.getTime() - p.leadSeconds * 1000));
      } else {
        const s = splitEarning(gross, p.feeBasisPoints / 100);
        split += s.fee + s.gst + s.net;
      }
    }
    expect(balance).toBe(split);
  });
});
