import { canCancel, paiseToRupees, refundForCancellation } from '@ssb/domain';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../platform/auth';
import { paymentsOfSessions, presentPurchasePayment, refundable, refundsOfPayments, type PaymentRow, type RefundRow } from '../payments';
import { checkoutUrlOf } from './hold-notice';
import type { SessionMoneyView } from './presenter';
import type { SessionRow } from './repository';

/** Who the viewer is to the session, for the refund rule: its mentee, its coach, or an admin. */
export function cancellerOf(viewer: CurrentUser, row: Pick<SessionRow, 'menteeId' | 'mentorId'>): 'mentee' | 'mentor' | 'admin' {
  if (row.menteeId === viewer.id) return 'mentee';
  if (row.mentorId === viewer.id) return 'mentor';
  return 'admin';
}

/** The payments of some sessions and their refunds, when the caller has them already (a booking just made). */
export type SessionsMoney = { payments: PaymentRow[]; refunds: RefundRow[] };

/**
 * The money part of each session as this viewer sees it: the payment (the coach sees its status and
 * refunds, not the receipt, which is the mentee's), and the refund the viewer's cancellation would give at
 * this minute (rupees).
 */
export async function moneyViews(
  db: Db,
  viewer: CurrentUser,
  rows: SessionRow[],
  keyId: string,
  now: Date,
  publicUrl: string,
  known?: SessionsMoney,
): Promise<Map<string, SessionMoneyView>> {
  const payments = known?.payments ?? (await paymentsOfSessions(db, rows.map((r) => r.id)));
  const refunds = known?.refunds ?? (await refundsOfPayments(db, payments.map((p) => p.id)));
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
