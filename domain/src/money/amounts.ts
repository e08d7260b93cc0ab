import { formatRupees } from '../numbers';
import { PAISE_PER_RUPEE } from './constants';

/** Paise of a whole-rupee price: the server stores and sums paise, never rupees. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError(`Not a whole number of rupees: ${rupees}`);
  return rupees * PAISE_PER_RUPEE;
}

/** Rupees of an amount in paise, for the spec's `price` fields (which are rupees). */
export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** '₹2,500' for whole rupees, '₹2,500.50' when there are paise; negative amounts with a minus sign. */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(paise) / PAISE_PER_RUPEE);
  const rest = Math.abs(paise) % PAISE_PER_RUPEE;
  const rupees = formatRupees(whole);
  return rest === 0 ? `${sign}${rupees}` : `${sign}${rupees}.${String(rest).padStart(2, '0')}`;
}

/** `percent` of `paise`, rounded half up to a whole paisa (the one rounding rule of the ledger). */
export function percentOf(paise: number, percent: number): number {
  // Basis points keep a fractional percent (12.5) exact in integers.
  const basisPoints = Math.round(percent * 100);
  return Math.floor((paise * basisPoints + 5000) / 10000);
}
