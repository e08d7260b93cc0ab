import type { CheckoutDto } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'gateway' | 'now'>;

export function checkoutOf(payment: repo.PaymentRow, keyId: string): CheckoutDto {
  return { gateway: payment.gateway, keyId, orderId: payment.orderId, amount: payment.amountPaise, currency: 'INR' };
}

export type PurchaseRef = { sessionId: string } | { practiceReviewId: string };

const existingPayment = (db: Deps['db'], ref: PurchaseRef) =>
  'sessionId' in ref ? repo.paymentOfSession(db, ref.sessionId) : repo.paymentOfReview(db, ref.practiceReviewId);

/**
 * The gateway order of a purchase (a pending session, an unpaid review): created once (a second call
 * returns the first). The gateway is called outside any transaction, so no lock is held while it
 * answers; if it does not answer, the error goes to the caller. `fresh`: the purchase was made in this
 * request, so there is no order to look for (a second one still loses to the first in insertPaymentOnce).
 */
export async function openPurchaseOrder(
  deps: Deps,
  ref: PurchaseRef,
  amountPaise: number,
  notes: Record<string, string>,
  options: { fresh?: boolean } = {},
): Promise<repo.PaymentRow> {
  const existing = options.fresh ? null : await existingPayment(deps.db, ref);
  if (existing) return existing;
  const order = await deps.gateway.createOrder({ amount: amountPaise, receipt: 'sessionId' in ref ? ref.sessionId : ref.practiceReviewId, notes });
  const now = deps.now();
  return repo.insertPaymentOnce(deps.db, { createdAt: now, updatedAt: now, ...ref, gateway: deps.gateway.kind, orderId: order.id, amountPaise, currency: 'INR' });
}
