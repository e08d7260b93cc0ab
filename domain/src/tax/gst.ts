import { percentOf } from '../money/amounts';

/** GST on the platform's fee (docs/product/tax.md "The platform's invoice"): 18%, halved into CGST + SGST within one state. */
export const GST_RATE_PERCENT = 18;

export interface GstLines {
  /** True when the supplier's state is the place of supply: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  cgst: number;
  sgst: number;
  igst: number;
  /** The tax on the invoice: 18% of the taxable value, half up; always cgst + sgst + igst. */
  total: number;
}

/**
 * The tax lines of a taxable value in paise. The total is the rate of the value rounded half up to a paisa
 * (the figure the ledger books as `gst`, whatever the states); within one state CGST is half the rate
 * rounded half up and SGST the rest, so the lines always add to the total (they differ by a paisa at most,
 * when the two halves' roundings would not add up).
 */
export function gstLines(taxablePaise: number, supplierState: string, placeOfSupply: string, ratePercent = GST_RATE_PERCENT): GstLines {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0) throw new RangeError(`Not an amount in paise: ${taxablePaise}`);
  const total = percentOf(taxablePaise, ratePercent);
  if (supplierState !== placeOfSupply) return { intraState: false, cgst: 0, sgst: 0, igst: total, total };
  const cgst = Math.min(total, percentOf(taxablePaise, ratePercent / 2));
  return { intraState: true, cgst, sgst: total - cgst, igst: 0, total };
}

/** What the platform knows of the coach it invoices: the state of their payout account and their GSTIN, if any. */
export interface TaxParty {
  stateCode: string | null;
  gstin: string | null;
}

/**
 * The place of supply of the platform's service to a coach (IGST Act s. 12(2)): a registered coach's is the
 * state of their GSTIN (its first two digits); an unregistered coach's is the state of the address on record
 * (their payout account); without any address, the platform's own state (the supplier's location).
 */
export function placeOfSupply(coach: TaxParty, platformState: string): string {
  if (coach.gstin && /^[0-9]{2}/.test(coach.gstin)) return coach.gstin.slice(0, 2);
  return coach.stateCode ?? platformState;
}

/** Union territories without a legislature levy UTGST in place of SGST (UTGST Act 2017): Chandigarh, Dadra-Daman-Diu, Lakshadweep, Andaman and Nicobar, Ladakh, Other Territory. */
const UTGST_STATES = new Set(['04', '26', '31', '35', '38', '97']);

/** The name of the state half of an intra-state line: 'UTGST' in a union territory without a legislature, 'SGST' elsewhere. */
export function stateTaxName(stateCode: string): 'SGST' | 'UTGST' {
  return UTGST_STATES.has(stateCode) ? 'UTGST' : 'SGST';
}
