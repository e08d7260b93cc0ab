import { canCancel, paiseToRupees, receiptNumber, receiptPath, refundForCancellation, type SessionPaymentDto } from '@ssb/domain';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../platform/auth';
import type { SessionMoneyView } from '../sessions/presenter';
import type { SessionRow } from '../sessions/repository';
import { checkoutUrlOf } from './hold-notice';
import { presentRefund } from './refunds';
import * as repo from './repository';

/** Who the viewer is to the session, for the refund rule: its mentee, its coach, or an admin. */
export function cancellerOf(viewer: CurrentUser, row: Pick<SessionRow, 'menteeId' | 'mentorId'>): 'mentee' | 'mentor' | 'admin' {
  if (row.menteeId === viewer.id) return 'mentee';
  if (row.mentorId === viewer.id) return 'mentor';
  return 'admin';
}

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

/**
 * The money part of each session as this viewer sees it: the payment (the coach sees its status and
 * refunds, not the receipt, which is the mentee's), and the refund the viewer's cancellation would give at
 * this minute (rupees).
 */
export async function moneyViews(db: Db, viewer: CurrentUser, rows: SessionRow[], keyId: string, now: Date, publicUrl: string): Promise<Map<string, SessionMoneyView>> {
  const payments = await repo.paymentsOfSessions(db, rows.map((r) => r.id));
  const refunds = await repo.refundsOfPayments(db, payments.map((p) => p.id));
  const bySession = new Map(payments.map((p) => [p.sessionId, p]));
  return new Map(
    rows.map((row) => {
      const payment = bySession.get(row.id) ?? null;
      const by = cancellerOf(viewer, row);
      const paidLeft = refundable(payment, refunds);
      const refundIfCancelledNow =
        canCancel(row, now) && paidLeft > 0 ? paiseToRupees(refundForCancellation(paidLeft, by, row.scheduledAt, now, row.refundTierCap)) : null;
      // The pay link is the mentee's, while the hold lasts (docs/product/money.md "Hold, then pay").
      const payable = by === 'mentee' && row.status === 'pending_payment' && row.holdExpiresAt !== null && row.holdExpiresAt.getTime() > now.getTime();
      const view: SessionMoneyView = {
        payment: payment ? presentPurchasePayment(payment, refunds, keyId, by !== 'mentor', payable ? checkoutUrlOf({ publicUrl }, row.id) : null) : null,
        refundIfCancelledNow,
      };
      return [row.id, view];
    }),
  );
}
