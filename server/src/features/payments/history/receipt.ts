/** India keeps UTC+5:30 all year: a payment captured on 31 Dec 23:00 IST belongs to that year. */
const IST_OFFSET_MS = 330 * 60_000;

/** 'SSB-2031-001001': the year of capture in India and the receipt's sequence number, six digits or more. */
export function receiptNumber(receiptSeq: number, capturedAt: Date): string {
  const year = new Date(capturedAt.getTime() + IST_OFFSET_MS).getUTCFullYear();
  return `SSB-${year}-${String(receiptSeq).padStart(6, '0')}`;
}

/** The web's printable receipt page of a payment (not the API call behind it). */
export function receiptPagePath(paymentId: string): string {
  return `/payments/${paymentId}/receipt`;
}

/** The receipt's number and page of a payment, or nulls before it is captured. */
export function receiptOf(payment: { id: string; status: string; receiptSeq: number | null; capturedAt: Date | null }) {
  if (payment.status !== 'captured' || payment.receiptSeq === null || !payment.capturedAt) return { receiptNumber: null, receiptUrl: null };
  return { receiptNumber: receiptNumber(payment.receiptSeq, payment.capturedAt), receiptUrl: receiptPagePath(payment.id) };
}
