import { PAISE_PER_RUPEE } from '@ssb/domain';

/** Rupees as an admin types them: '1764.5', '1,764.50', '₹ 2,500'; at most two decimals. */
const RUPEES = /^\d+(?:\.\d{1,2})?$/;

/**
 * Paise of an amount typed in rupees, worked out on the digits (never through a float: 1764.5 *
 * 100 is not always 176450 in floating point); null when it is not a rupee amount with at most
 * two decimals.
 */
export function rupeesInputToPaise(input: string): number | null {
  const text = input.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  if (!RUPEES.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const paise = Number(whole) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** What the rupee field shows for an amount in paise: '1764.50', '2500'. */
export function paiseToRupeesInput(paise: number): string {
  const whole = Math.trunc(paise / PAISE_PER_RUPEE);
  const rest = paise % PAISE_PER_RUPEE;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
