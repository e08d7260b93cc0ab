import type { BadgeTone } from '../../../components/ui/Badge';
import type { PaymentDto, RefundDto } from '@ssb/domain';

/** How far a refund got (docs/product/money.md "Refunds"): on its way, paid back, or refused and retried. */
export const REFUND_STATUS: Record<RefundDto['status'], { label: string; tone: BadgeTone }> = {
  initiated: { label: 'Initiated', tone: 'warning' },
  processed: { label: 'Processed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

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
