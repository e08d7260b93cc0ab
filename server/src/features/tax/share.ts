import { financialYearOf, gstLines, placeOfSupply, splitEarning, tcsFor, tdsFor, type GstLines, type TcsLines } from '@ssb/domain';
import type { MoneyConfig } from '../../config';
import type { Db } from '../../db/client';
import { coachTaxParty, yearGross, type CoachTaxParty } from './repository';

type TaxConfig = Pick<MoneyConfig, 'feePercent' | 'stateCode' | 'tcs' | 'tds'>;

/** How a payment a coach earned on divides once taxes are counted (docs/product/tax.md): all in paise. */
export interface TaxedShare {
  gross: number;
  fee: number;
  /** GST on the fee, with its lines as the invoice prints them. */
  gst: GstLines;
  placeOfSupply: string;
  tcs: TcsLines;
  tds: number;
  /** The coach's share: gross less fee, GST, TCS and TDS, to the paisa. */
  net: number;
  party: CoachTaxParty | null;
}

/**
 * The division of `grossPaise` earned by a coach: the platform's fee and GST on it (docs/product/money.md),
 * then GST TCS for a coach with a GSTIN and income-tax TDS for one with a PAN (their payout account), each
 * counted against the coach's gross earlier in the financial year of `at` for the thresholds.
 */
export async function taxedShare(tx: Db, money: TaxConfig, coachId: string, grossPaise: number, at: Date): Promise<TaxedShare> {
  const split = splitEarning(grossPaise, money.feePercent);
  const party = await coachTaxParty(tx, coachId);
  const pos = placeOfSupply({ gstin: party?.gstin ?? null, stateCode: party?.stateCode ?? null }, money.stateCode);
  const gst = gstLines(split.fee, money.stateCode, pos);
  const withholding = money.tcs.enabled || money.tds.enabled;
  const before = withholding && party?.panLast4 ? await yearGross(tx, coachId, financialYearOf(at)) : 0;
  // The coach's own supply (coaching the aspirant) is taken to be made where the coach is: the aspirant's state is not on record.
  const tcs = tcsFor(money.tcs, { registered: Boolean(party?.gstin), intraState: true }, grossPaise, before);
  const tds = tdsFor(money.tds, { hasPan: Boolean(party?.panLast4) }, grossPaise, before);
  return { gross: grossPaise, fee: split.fee, gst, placeOfSupply: pos, tcs, tds, net: split.net - tcs.total - tds, party };
}
