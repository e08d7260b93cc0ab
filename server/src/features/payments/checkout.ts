import { PAYMENT_MESSAGES, type CheckoutDto } from '@ssb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import { Unavailable } from '../../platform/errors';
import * as sessions from '../sessions/repository';
import { withdrawHoldOpened } from './hold-notice';
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
 * answers; if it does not answer, the error goes to the caller.
 */
export async function openPurchaseOrder(deps: Deps, ref: PurchaseRef, amountPaise: number, notes: Record<string, string>): Promise<repo.PaymentRow> {
  const existing = await existingPayment(deps.db, ref);
  if (existing) return existing;
  const order = await deps.gateway.createOrder({ amount: amountPaise, receipt: 'sessionId' in ref ? ref.sessionId : ref.practiceReviewId, notes });
  const now = deps.now();
  return repo.insertPaymentOnce(deps.db, { createdAt: now, updatedAt: now, ...ref, gateway: deps.gateway.kind, orderId: order.id, amountPaise, currency: 'INR' });
}

/**
 * The gateway order of a pending session. If the gateway does not answer, the hold is released at
 * once (the session expires), its pay link taken back (mail not yet sent, bell), and the mentee is told
 * to try again.
 */
export async function openOrder(deps: Deps, session: sessions.SessionRow, log?: FastifyBaseLogger): Promise<repo.PaymentRow> {
  try {
    const notes = { sessionId: session.id, coachId: session.mentorId, menteeId: session.menteeId };
    return await openPurchaseOrder(deps, { sessionId: session.id }, session.amountPaise, notes);
  } catch (error) {
    log?.error({ err: error, sessionId: session.id }, 'could not open a payment order');
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await sessions.releaseHold(tx, session.id, now);
      await withdrawHoldOpened(tx, session);
    });
    throw new Unavailable(PAYMENT_MESSAGES.gatewayDown);
  }
}
