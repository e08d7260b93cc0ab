import { PAYMENT_MESSAGES, type CheckoutDto } from '@ssb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-instance';
import { Unavailable } from '../../../platform/errors';
import * as sessions from '../repository';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'gateway' | 'now'>;

export function checkoutOf(payment: repo.PaymentRow, keyId: string): CheckoutDto {
  return { gateway: payment.gateway, keyId, orderId: payment.orderId, amount: payment.amountPaise, currency: 'INR' };
}

/**
 * The gateway order of a pending session: created once (an order per session; a second call returns the
 * first). The gateway is called outside any transaction, so no lock is held while it answers. If it does not
 * answer, the hold is released at once (the session expires) and the mentee is told to try again.
 */
export async function openOrder(deps: Deps, session: sessions.SessionRow, log?: FastifyBaseLogger): Promise<repo.PaymentRow> {
  const existing = await repo.paymentOfSession(deps.db, session.id);
  if (existing) return existing;
  try {
    const order = await deps.gateway.createOrder({
      amount: session.amountPaise,
      receipt: session.id,
      notes: { sessionId: session.id, coachId: session.mentorId, menteeId: session.menteeId },
    });
    const now = deps.now();
    return await repo.insertPaymentOnce(deps.db, {
      createdAt: now,
      updatedAt: now,
      sessionId: session.id,
      gateway: deps.gateway.kind,
      orderId: order.id,
      amountPaise: session.amountPaise,
      currency: 'INR',
    });
  } catch (error) {
    log?.error({ err: error, sessionId: session.id }, 'could not open a payment order');
    const now = deps.now();
    await sessions.releaseHold(deps.db, session.id, now);
    throw new Unavailable(PAYMENT_MESSAGES.gatewayDown);
  }
}
