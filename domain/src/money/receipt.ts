/** A receipt's number: 'SSB-2026-001042' (the year of payment and the receipt sequence). */
export function receiptNumber(seq: number, paidAt: Date): string {
  return `SSB-${paidAt.getUTCFullYear()}-${String(seq).padStart(6, '0')}`;
}

/** The web page of a payment's printable receipt. */
export function receiptPath(paymentId: string): string {
  return `/payments/${paymentId}/receipt`;
}
