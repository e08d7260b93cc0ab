import { receiptNumber, receiptPath } from '@ssb/domain';

/** The receipt's number and web page of a payment; nulls until it is captured (only then is there a receipt). */
export function receiptOf(payment: { id: string; status: string; receiptSeq: number | null; capturedAt: Date | null }) {
  if (payment.status !== 'captured' || payment.receiptSeq === null || !payment.capturedAt) return { receiptNumber: null, receiptUrl: null };
  return { receiptNumber: receiptNumber(payment.receiptSeq, payment.capturedAt), receiptUrl: receiptPath(payment.id) };
}
