import { receiptNumber, reviewLink, type AdminRefundDto, type PaymentDto, type ReceiptDto } from '@ssb/domain';
import { presentRefund } from '../refunds';
import type { AppConfig } from '../../../config';
import { receiptOf } from './receipt';
import type { PaymentView, RefundRow, RefundView } from './repository';

const personName = (person: { firstName: string; lastName: string } | null) => (person ? `${person.firstName} ${person.lastName}`.trim() : '') || 'Former member';
const ERASED_REVIEW = 'Practice review (account deleted)';

/** What the payment bought, as lists name it. */
function purchaseSummary(purchase: PaymentView['purchase']) {
  if (purchase?.kind === 'session') return { purchase: 'session' as const, link: `/sessions/${purchase.id}`, sessionId: purchase.id, sessionTitle: purchase.title, scheduledAt: purchase.scheduledAt, sessionStatus: purchase.status };
  if (purchase?.kind === 'review') return { purchase: 'review' as const, link: reviewLink(purchase), sessionId: null, sessionTitle: purchase.title, scheduledAt: purchase.requestedAt, sessionStatus: null };
  return null;
}
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Paise refunded or on their way back. A failed refund still counts: it stays owed (the ledger booked it
 * when it was decided, and an admin settles it), as on the session's own payment.
 */
export const refundedAmount = (refunds: readonly RefundRow[]) => refunds.reduce((sum, r) => sum + r.amountPaise, 0);

export function presentPayment(view: PaymentView, refunds: readonly RefundRow[]): PaymentDto {
  const { payment } = view;
  const bought = purchaseSummary(view.purchase);
  return {
    id: payment.id,
    purchase: bought?.purchase ?? 'review',
    link: bought?.link ?? '/payments',
    sessionId: bought?.sessionId ?? null,
    sessionTitle: bought?.sessionTitle ?? ERASED_REVIEW,
    scheduledAt: (bought?.scheduledAt ?? payment.createdAt).toISOString(),
    sessionStatus: bought?.sessionStatus ?? null,
    coachName: personName(view.coach),
    menteeName: personName(view.mentee),
    gateway: payment.gateway,
    orderId: payment.orderId,
    paymentId: payment.gatewayPaymentId,
    amount: payment.amountPaise,
    status: payment.status,
    paidAt: iso(payment.capturedAt),
    createdAt: payment.createdAt.toISOString(),
    ...receiptOf(payment),
    refundedAmount: refundedAmount(refunds),
    refunds: refunds.map(presentRefund),
  };
}

/** The printable receipt of a captured payment (the caller checked that it is). */
export function presentReceipt(
  view: PaymentView & { payment: { receiptSeq: number; capturedAt: Date; gatewayPaymentId: string } },
  refunds: readonly RefundRow[],
  config: Pick<AppConfig, 'contact' | 'money'>,
): ReceiptDto {
  const { payment, purchase } = view;
  const session = purchase?.kind === 'session' ? purchase : null;
  const review = purchase?.kind === 'review' ? purchase : null;
  return {
    documentType: 'payment_receipt',
    title: 'Payment receipt (not a tax invoice)',
    number: receiptNumber(payment.receiptSeq, payment.capturedAt),
    issuedAt: payment.capturedAt.toISOString(),
    platform: { legalName: config.money.legalName, gstin: config.money.gstin, email: config.contact.email },
    mentee: { name: personName(view.mentee), email: view.mentee?.email ?? '' },
    coach: { name: personName(view.coach), gstin: view.coach?.gstin ?? null },
    session: session && { id: session.id, title: session.title, scheduledAt: session.scheduledAt.toISOString(), duration: session.duration, sessionType: session.sessionType },
    review: review && { id: review.id, title: review.title, requestedAt: review.requestedAt.toISOString(), turnaroundHours: review.turnaroundHours },
    gateway: payment.gateway,
    method: payment.method,
    paymentId: payment.gatewayPaymentId,
    orderId: payment.orderId,
    amount: payment.amountPaise,
    currency: 'INR',
    refunds: refunds.map(presentRefund),
  };
}

export function presentAdminRefund(view: RefundView): AdminRefundDto {
  return {
    ...presentRefund(view.refund),
    sessionId: view.refund.sessionId,
    link: purchaseSummary(view.purchase)?.link ?? null,
    menteeName: personName(view.mentee),
    sessionTitle: view.purchase?.title ?? ERASED_REVIEW,
    lastError: view.refund.lastError,
    attempts: view.refund.attempts,
    manualReference: view.refund.manualReference,
  };
}
