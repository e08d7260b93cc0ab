/** Money and time the way the product shows them (design.md "Numbers"). */
import { formatPrice } from '@ssb/domain';

/** ₹2,500; ₹1,00,000 (the domain's formatter). null/undefined/NaN give `missing` (a missing price). */
export function formatINR(amount: number | null | undefined, missing = 'Custom'): string {
  if (amount === null || amount === undefined || Number.isNaN(Number(amount))) return missing;
  return formatPrice(Number(amount));
}

/**
 * The zone of server-rendered HTML (most visitors are in India); the browser re-renders dates in
 * the viewer's own zone once the page is hydrated (see components/ui/LocalDate.tsx).
 */
export const SERVER_TIME_ZONE = 'Asia/Kolkata';
