import { describe, expect, it } from 'vitest';
import { gstLines, placeOfSupply, stateTaxName } from '../src/tax/gst';

const MAHARASHTRA = '27';
const KARNATAKA = '29';
const CHANDIGARH = '04';

describe('placeOfSupply', () => {
  it("is a registered coach's GSTIN state, even when their payout address is elsewhere", () => {
    expect(placeOfSupply({ gstin: '29ABCDE1234F1Z5', stateCode: MAHARASHTRA }, MAHARASHTRA)).toBe(KARNATAKA);
  });

  it("is an unregistered coach's payout account state", () => {
    expect(placeOfSupply({ gstin: null, stateCode: KARNATAKA }, MAHARASHTRA)).toBe(KARNATAKA);
  });

  it("is the platform's own state when nothing is on record", () => {
    expect(placeOfSupply({ gstin: null, stateCode: null }, MAHARASHTRA)).toBe(MAHARASHTRA);
  });
});

describe('gstLines', () => {
  const classes = [
    { name: 'registered coach in the platform state', coach: { gstin: '27ABCDE1234F1Z5', stateCode: MAHARASHTRA }, intra: true },
    { name: 'registered coach in another state', coach: { gstin: '29ABCDE1234F1Z5', stateCode: KARNATAKA }, intra: false },
    { name: 'registered elsewhere, living in the platform state', coach: { gstin: '29ABCDE1234F1Z5', stateCode: MAHARASHTRA }, intra: false },
    { name: 'registered in the platform state, living elsewhere', coach: { gstin: '27ABCDE1234F1Z5', stateCode: KARNATAKA }, intra: true },
    { name: 'unregistered coach in the platform state', coach: { gstin: null, stateCode: MAHARASHTRA }, intra: true },
    { name: 'unregistered coach in another state', coach: { gstin: null, stateCode: KARNATAKA }, intra: false },
    { name: 'coach with no address on record', coach: { gstin: null, stateCode: null }, intra: true },
  ];

  for (const c of classes) {
    it(`${c.name}: ${c.intra ? 'CGST 9% + SGST 9%' : 'IGST 18%'}`, () => {
      const lines = gstLines(25_000, MAHARASHTRA, placeOfSupply(c.coach, MAHARASHTRA));
      expect(lines).toEqual(
        c.intra ? { intraState: true, cgst: 2_250, sgst: 2_250, igst: 0, total: 4_500 } : { intraState: false, cgst: 0, sgst: 0, igst: 4_500, total: 4_500 },
      );
    });
  }

  it('a union territory without a legislature names its half UTGST', () => {
    expect(stateTaxName(CHANDIGARH)).toBe('UTGST');
    expect(stateTaxName(MAHARASHTRA)).toBe('SGST');
    expect(gstLines(25_000, CHANDIGARH, CHANDIGARH).cgst).toBe(2_250);
  });

  it('rounds each line half up to the paisa', () => {
    // 9% of 50 paise is 4.5 paise: half up makes 5; 18% is exactly 9.
    expect(gstLines(50, MAHARASHTRA, MAHARASHTRA)).toEqual({ intraState: true, cgst: 5, sgst: 4, igst: 0, total: 9 });
    // 18% of 3 paise is 0.54: 1 paisa of IGST.
    expect(gstLines(3, MAHARASHTRA, KARNATAKA).igst).toBe(1);
    // 18% of ₹881.12's 10% fee (8,811 paise) is 1,585.98: 1,586; 9% is 792.99: 793 each.
    expect(gstLines(8_811, MAHARASHTRA, MAHARASHTRA)).toEqual({ intraState: true, cgst: 793, sgst: 793, igst: 0, total: 1_586 });
  });

  it('the lines add to the total for every amount, and never drift a paisa from the exact rate', () => {
    const wrong: number[] = [];
    for (let fee = 0; fee <= 5_000; fee += 1) {
      for (const pos of [MAHARASHTRA, KARNATAKA]) {
        const l = gstLines(fee, MAHARASHTRA, pos);
        const adds = l.cgst + l.sgst + l.igst === l.total;
        const close = Math.abs(l.total - (fee * 18) / 100) <= 0.5 && (!l.intraState || Math.abs(l.cgst - l.sgst) <= 1);
        if (!adds || !close) wrong.push(fee);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses what is not an amount in paise', () => {
    expect(() => gstLines(-1, MAHARASHTRA, MAHARASHTRA)).toThrow(RangeError);
    expect(() => gstLines(1.5, MAHARASHTRA, MAHARASHTRA)).toThrow(RangeError);
  });
});
