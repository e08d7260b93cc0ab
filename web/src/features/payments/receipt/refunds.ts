import type { BadgeTone } from '../../../components/ui/Badge';
import { formatDate, type PaymentDto, type RefundDto } from '@ssb/domain';
import { REFUND_TIMING } from '../checkout/terms';

/**
 * How far a refund got (docs/product/money.md "Cancellation and refunds"), each stage apart: decided (booked,
 * on its way to the payment service), sent (accepted by it), processed (paid back), failed (our team acts),
 * refunded by hand (our team paid it back directly).
 */
export const REFUND_STATUS: Record<RefundDto['status'], { label: string; tone: BadgeTone }> = {
  decided: { label: 'Decided', tone: 'warning' },
  sent: { label: 'Sent', tone: 'warning' },
  processed: { label: 'Processed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  refunded_by_hand: { label: 'Refunded by hand', tone: 'success' },
};

const on = (iso: string | null) => (iso ? ` on ${formatDate(iso)}` : '');

/** One sentence under a refund for the person it pays back (and the coach): what its status means for them. */
export function refundProgress(refund: Pick<RefundDto, 'status' | 'processedAt'>): string {
  switch (refund.status) {
    case 'decided':
      return `Decided; we are sending it to the payment service. ${REFUND_TIMING}`;
    case 'sent':
      return `Sent to the payment service. ${REFUND_TIMING}`;
    case 'processed':
      return `Paid back${on(refund.processedAt)}.`;
    case 'failed':
      return 'The payment service could not make this refund. Our team is on it: they send it again or pay it back to you directly.';
    case 'refunded_by_hand':
      return `Paid back directly by our team${on(refund.processedAt)}, outside the payment service.`;
  }
}

export const REFUND_REASON: Record<RefundDto['reason'], string> = {
  mentee_cancelled: 'Cancelled by the mentee',
  coach_cancelled: 'Cancelled by the coach',
  admin_cancelled: 'Cancelled by SSB Academy',
  late_payment: 'Paid after the slot was taken',
  duplicate_payment: 'Paid twice',
  dispute: 'No-show report upheld',
  review_lapsed: 'Not reviewed in time',
};

/** The payment's state as one badge; a captured payment reads by how much of it went back. */
export function paymentStatusBadge(payment: Pick<PaymentDto, 'status' | 'amount' | 'refundedAmount' | 'sessionStatus'>): { label: string; tone: BadgeTone } {
  if (payment.status !== 'captured') {
    if (payment.sessionStatus === 'pending_payment') return { label: 'Awaiting payment', tone: 'warning' };
    return { label: payment.status === 'failed' ? 'Failed' : 'Not paid', tone: payment.status === 'failed' ? 'danger' : 'neutral' };
  }
  if (payment.refundedAmount >= payment.amount) return { label: 'Refunded', tone: 'primary' };
  if (payment.refundedAmount > 0) return { label: 'Partly refunded', tone: 'primary' };
  return { label: 'Paid', tone: 'success' };
}
