import { GST_ON_FEE_PERCENT } from './constants';
import { percentOf } from './amounts';

export interface EarningSplit {
  /** What the mentee paid for the session. */
  gross: number;
  /** The platform's fee: `feePercent` of the gross. */
  fee: number;
  /** GST on that fee (18%). */
  gst: number;
  /** The coach's share: the rest, so the three parts always add up to the gross to the paisa. */
  net: number;
}

/**
 * How a completed session's payment divides (docs/product/money.md "Earnings"): the platform fee and the
 * GST on it are each rounded half up to a paisa, and the coach's share is what remains, so no rounding ever
 * makes or loses a paisa.
 */
export function splitEarning(grossPaise: number, feePercent: number): EarningSplit {
  if (!Number.isSafeInteger(grossPaise) || grossPaise < 0) throw new RangeError(`Not an amount in paise: ${grossPaise}`);
  if (!(feePercent >= 0 && feePercent <= 100)) throw new RangeError(`Not a fee percent: ${feePercent}`);
  const fee = percentOf(grossPaise, feePercent);
  const gst = percentOf(fee, GST_ON_FEE_PERCENT);
  return { gross: grossPaise, fee, gst, net: grossPaise - fee - gst };
}
