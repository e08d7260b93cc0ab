import { percentOf } from '../money/amounts';

/** Today's rates (docs/product/tax.md): GST TCS under s. 52 CGST Act since 10 July 2024, TDS under s. 194-O since 1 October 2024. */
export const DEFAULT_TCS_PERCENT = 0.5;
export const DEFAULT_TDS_PERCENT = 0.1;
/** s. 194-O(4): an individual or HUF with a PAN whose gross through the platform stays within ₹5 lakh a year bears no TDS. */
export const DEFAULT_TDS_THRESHOLD_RUPEES = 500_000;
export const DEFAULT_TCS_THRESHOLD_RUPEES = 0;

/** A withholding's settings: on or off, its rate, and the financial year's gross (paise) it starts above. */
export interface WithholdingRule {
  enabled: boolean;
  percent: number;
  thresholdPaise: number;
}

/** Whether a payment of `grossPaise` crosses the rule's threshold, counting the coach's gross earlier in the financial year. */
function applies(rule: WithholdingRule, grossPaise: number, yearGrossBeforePaise: number): boolean {
  return rule.enabled && grossPaise > 0 && yearGrossBeforePaise + grossPaise > rule.thresholdPaise;
}

export interface TcsLines {
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

const NO_TCS: TcsLines = { cgst: 0, sgst: 0, igst: 0, total: 0 };

/**
 * GST TCS (s. 52) on a registered coach's supply through the platform: `percent` of the net taxable value,
 * half CGST and half SGST within one state, all IGST otherwise (rounded like the invoice's lines: the total
 * half up, CGST half up, SGST the rest). Nothing for a coach without a GSTIN, when switched off, or while
 * the year's gross has not passed the threshold (none by law: 0 by default).
 */
export function tcsFor(
  rule: WithholdingRule,
  coach: { registered: boolean; intraState: boolean },
  netTaxablePaise: number,
  yearGrossBeforePaise: number,
): TcsLines {
  if (!coach.registered || !applies(rule, netTaxablePaise, yearGrossBeforePaise)) return NO_TCS;
  const total = percentOf(netTaxablePaise, rule.percent);
  if (!coach.intraState) return { cgst: 0, sgst: 0, igst: total, total };
  const cgst = Math.min(total, percentOf(netTaxablePaise, rule.percent / 2));
  return { cgst, sgst: total - cgst, igst: 0, total };
}

/**
 * Income-tax TDS (s. 194-O) on the gross of a coach's sale through the platform: `percent` of the gross,
 * half up, for a coach with a PAN once the year's gross (this payment included) passes the threshold; the
 * whole payment that crosses it bears TDS. Nothing when switched off.
 */
export function tdsFor(rule: WithholdingRule, coach: { hasPan: boolean }, grossPaise: number, yearGrossBeforePaise: number): number {
  if (!coach.hasPan || !applies(rule, grossPaise, yearGrossBeforePaise)) return 0;
  return percentOf(grossPaise, rule.percent);
}
