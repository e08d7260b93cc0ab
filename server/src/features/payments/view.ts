import { receiptNumber, receiptPath, type SessionPaymentDto } from '@ssb/domain';
import { presentRefund } from './refunds';
import * as repo from './repository';

/** Paise still refundable from a captured payment: what was paid less what is already being refunded. */
export function refundable(payment: repo.PaymentRow | null, refunds: repo.RefundRow[]): number {
  if (!payment || payment.status !== 'captured') return 0;
  const ownRefunds = refunds.filter((r) => r.paymentId === payment.id && r.gatewayPaymentId === payment.gatewayPaymentId);
  return payment.amountPaise - ownRefunds.reduce((sum, r) => sum + r.amountPaise, 0);
}

/**
 * A payment as the buyer (and admins, `showReceipt`) or the coach (no receipt) sees it beside what it bought;
 * `checkoutUrl` is the page where the buyer pays, while it is theirs to pay.
 */
export function presentPurchasePayment(payment: repo.PaymentRow, refunds: repo.RefundRow[], keyId: string, showReceipt: boolean, checkoutUrl: string | null = null): SessionPaymentDto {
  const own = refunds.filter((r) => r.paymentId === payment.id);
  const captured = payment.status === 'captured' && payment.capturedAt && payment.receiptSeq !== null;
  return {
    id: payment.id,
    gateway: payment.gateway,
    keyId,
    orderId: payment.orderId,
    amount: payment.amountPaise,
    currency: 'INR',
    status: payment.status,
    paidAt: payment.capturedAt?.toISOString() ?? null,
    receiptNumber: captured ? receiptNumber(payment.receiptSeq!, payment.capturedAt!) : null,
    receiptUrl: captured && showReceipt ? receiptPath(payment.id) : null,
    refundedAmount: own.reduce((sum, r) => sum + r.amountPaise, 0),
    refunds: own.map(presentRefund),
    checkoutUrl: payment.status === 'created' ? checkoutUrl : null,
  };
}
