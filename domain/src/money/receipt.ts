/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * A receipt's number: 'SSB-2026-001042', the year of payment in India (where the platform files its
 * GST: a payment at 00:10 IST on 1 January is the new year's) and the receipt sequence.
 */
export function receiptNumber(seq: number, paidAt: Date): string {
  const year = new Date(paidAt.getTime() + IST_OFFSET_MS).getUTCFullYear();
  return `SSB-${year}-${String(seq).padStart(6, '0')}`;
}

/** The web page where the mentee pays for a held session (docs/product/money.md "Hold, then pay"). */
export function checkoutPath(sessionId: string): string {
  return `/sessions/${sessionId}/checkout`;
}

/** The web page of a payment's printable receipt. */
export function receiptPath(paymentId: string): string {
  return `/payments/${paymentId}/receipt`;
}
