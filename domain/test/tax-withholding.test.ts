import { describe, expect, it } from 'vitest';
import { DEFAULT_TCS_PERCENT, DEFAULT_TDS_PERCENT, tcsFor, tdsFor, type WithholdingRule } from '../src/tax/withholding';

const tcs: WithholdingRule = { enabled: true, percent: DEFAULT_TCS_PERCENT, thresholdPaise: 0 };
const tds: WithholdingRule = { enabled: true, percent: DEFAULT_TDS_PERCENT, thresholdPaise: 500_000_00 };
const registered = { registered: true, intraState: true };

describe('tcsFor (GST s. 52)', () => {
  it('is 0.5% of the net taxable value, half CGST and half SGST within one state', () => {
    expect(tcsFor(tcs, registered, 250_000, 0)).toEqual({ cgst: 625, sgst: 625, igst: 0, total: 1_250 });
  });

  it('is all IGST across states', () => {
    expect(tcsFor(tcs, { registered: true, intraState: false }, 250_000, 0)).toEqual({ cgst: 0, sgst: 0, igst: 1_250, total: 1_250 });
  });

  it('rounds half up, its halves adding to the total', () => {
    // 0.5% of 8,811 paise is 44.055: 44; 0.25% is 22.0275: 22 and 22.
    expect(tcsFor(tcs, registered, 8_811, 0)).toEqual({ cgst: 22, sgst: 22, igst: 0, total: 44 });
    // 0.5% of 300 paise is 1.5: 2; 0.25% is 0.75: 1 and 1.
    expect(tcsFor(tcs, registered, 300, 0)).toEqual({ cgst: 1, sgst: 1, igst: 0, total: 2 });
    // 0.5% of 100 paise is 0.5: 1; 0.25% is 0.25: 0, so SGST takes the paisa.
    expect(tcsFor(tcs, registered, 100, 0)).toEqual({ cgst: 0, sgst: 1, igst: 0, total: 1 });
  });

  it('is nothing for a coach without a GSTIN, or when switched off', () => {
    expect(tcsFor(tcs, { registered: false, intraState: true }, 250_000, 0).total).toBe(0);
    expect(tcsFor({ ...tcs, enabled: false }, registered, 250_000, 0).total).toBe(0);
  });

  it('starts once the year passes a threshold, when one is set', () => {
    const rule = { ...tcs, thresholdPaise: 1_000_000 };
    expect(tcsFor(rule, registered, 250_000, 750_000).total).toBe(0);
    expect(tcsFor(rule, registered, 250_000, 750_001).total).toBe(1_250);
  });
});

describe('tdsFor (income tax s. 194-O)', () => {
  it('is 0.1% of the gross for a coach with a PAN past the threshold', () => {
    expect(tdsFor(tds, { hasPan: true }, 250_000, 500_000_00)).toBe(250);
  });

  it('is nothing while the year stays within ₹5 lakh; the payment that crosses it bears TDS on its whole gross', () => {
    expect(tdsFor(tds, { hasPan: true }, 250_000, 500_000_00 - 250_000)).toBe(0);
    expect(tdsFor(tds, { hasPan: true }, 250_000, 500_000_00 - 249_999)).toBe(250);
  });

  it('rounds half up to the paisa', () => {
    // 0.1% of 8,850 paise is 8.85: 9; of 8,849 is 8.849: 9; of 8,449 is 8.449: 8.
    const noThreshold = { ...tds, thresholdPaise: 0 };
    expect(tdsFor(noThreshold, { hasPan: true }, 8_850, 0)).toBe(9);
    expect(tdsFor(noThreshold, { hasPan: true }, 8_449, 0)).toBe(8);
    expect(tdsFor(noThreshold, { hasPan: true }, 500, 0)).toBe(1);
  });

  it('is nothing without a PAN, or when switched off', () => {
    expect(tdsFor(tds, { hasPan: false }, 250_000, 600_000_00)).toBe(0);
    expect(tdsFor({ ...tds, enabled: false }, { hasPan: true }, 250_000, 600_000_00)).toBe(0);
  });
});
