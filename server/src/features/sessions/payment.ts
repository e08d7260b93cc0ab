import { PAYMENT_MESSAGES as P, SESSION_MESSAGES as M, type ConfirmPaymentInput } from '@ssb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, Forbidden, NotFound, Unavailable } from '../../platform/errors';
import { captureVerified, openPurchaseOrder, paymentOfSession, type PaymentRow } from '../payments';
import { withdrawHoldOpened } from './hold-notice';
import * as repo from './repository';

// A session's payment through the payments feature: its gateway order and the checkout's callback.

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox' | 'gateway' | 'now' | 'sessionPurchases'>;

/**
 * The gateway order of a pending session. If the gateway does not answer, the hold is released at
 * once (the session expires), its pay link taken back (mail not yet sent, bell), and the mentee is told
 * to try again. `fresh`: the session was made a moment ago, so it has no order to look for first.
 */
export async function openOrder(deps: Deps, session: repo.SessionRow, log?: FastifyBaseLogger, options: { fresh?: boolean } = {}): Promise<PaymentRow> {
  try {
    const notes = { sessionId: session.id, coachId: session.mentorId, menteeId: session.menteeId };
    return await openPurchaseOrder(deps, { sessionId: session.id }, session.amountPaise, notes, options);
  } catch (error) {
    log?.error({ err: error, sessionId: session.id }, 'could not open a payment order');
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await repo.releaseHold(tx, session.id, now);
      await withdrawHoldOpened(tx, session);
    });
    throw new Unavailable(P.gatewayDown);
  }
}

/**
 * POST /api/sessions/{id}/payment: what the checkout hands back after paying. The signature is checked
 * against the order id WE stored for this session (a signature for another order, even a valid one, is
 * refused) before anything changes; then the one capture path confirms, whether or not the webhook
 * already did.
 */
export async function confirmPayment(deps: Deps, viewer: CurrentUser, sessionId: string, input: ConfirmPaymentInput, log?: FastifyBaseLogger): Promise<string> {
  const session = await repo.findSession(deps.db, sessionId);
  if (!session || !(session.menteeId === viewer.id || session.mentorId === viewer.id || viewer.role === 'admin')) throw new NotFound(M.sessionNotFound);
  if (session.menteeId !== viewer.id) throw new Forbidden(P.notMentee);
  const payment = await paymentOfSession(deps.db, session.id);
  if (!payment) throw new Conflict(P.notPending);
  const outcome = await captureVerified(deps, payment, input, log);
  if (outcome === 'refundedLate') throw new Conflict(P.slotLost);
  return session.id;
}

