import { receiptNumber, type PaymentDto, type ReceiptDto } from '@ssb/domain';
import { presentRefund } from '../../sessions';
import type { AppConfig } from '../../../config';
import { receiptOf } from './receipt';
import type { PaymentView, RefundRow, RefundView } from './repository';

const personName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim() || 'Former member';
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Paise refunded or on their way back. A failed refund still counts: it stays owed (the ledger booked it
 * when it was decided, and an admin settles it), as on the session's own payment.
 */
export const refundedAmount = (refunds: readonly RefundRow[]) => refunds.reduce((sum, r) => sum + r.amountPaise, 0);

export function presentPayment(view: PaymentView, refunds: readonly RefundRow[]): PaymentDto {
  const { payment, session } = view;
  return {
    id: payment.id,
    sessionId: session.id,
    sessionTitle: session.title,
    scheduledAt: session.scheduledAt.toISOString(),
    sessionStatus: session.status,
    coachName: personName(view.coach.firstName, view.coach.lastName),
    menteeName: personName(view.mentee.firstName, view.mentee.lastName),
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
  const { payment, session } = view;
  return {
    number: receiptNumber(payment.receiptSeq, payment.capturedAt),
    issuedAt: payment.capturedAt.toISOString(),
    platform: { legalName: config.money.legalName, gstin: config.money.gstin, email: config.contact.email },
    mentee: { name: personName(view.mentee.firstName, view.mentee.lastName), email: view.mentee.email },
    coach: { name: personName(view.coach.firstName, view.coach.lastName) },
    session: { id: session.id, title: session.title, scheduledAt: session.scheduledAt.toISOString(), duration: session.duration, sessionType: session.sessionType },
    gateway: payment.gateway,
    paymentId: payment.gatewayPaymentId,
    orderId: payment.orderId,
    amount: payment.amountPaise,
    currency: 'INR',
    refunds: refunds.map(presentRefund),
  };
}

export function presentAdminRefund(view: RefundView) {
  return {
    ...presentRefund(view.refund),
    sessionId: view.refund.sessionId,
    menteeName: personName(view.menteeFirstName, view.menteeLastName),
    sessionTitle: view.sessionTitle,
    lastError: view.refund.lastError,
  };
}
