/** Money and time the way the product shows them (design.md "Numbers"). */
import { formatPrice } from '@ssb/domain';

/** ₹2,500; ₹1,00,000 (the domain's formatter). null/undefined/NaN give `missing` (a missing price). */
export function formatINR(amount: number | null | undefined, missing = 'Custom'): string {
  if (amount === null || amount === undefined || Number.isNaN(Number(amount))) return missing;
  return formatPrice(Number(amount));
}

/** "Mon, 3 Mar 2025, 6:30 pm IST" in the viewer's time zone, with the zone named. */
export function formatDateTime(iso: string | number | Date, options: { zone?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(options.zone === false ? {} : { timeZoneName: 'short' }),
  }).format(date);
}

/**
 * The zone of server-rendered HTML (most visitors are in India); the browser re-renders dates in
 * the viewer's own zone once the page is hydrated (see components/ui/LocalDate.tsx).
 */
export const SERVER_TIME_ZONE = 'Asia/Kolkata';
