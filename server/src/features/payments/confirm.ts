import { PAYMENT_MESSAGES as P, SESSION_MESSAGES as M, type ConfirmPaymentInput } from '@ssb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors';
import { verifyCheckoutSignature } from '../../platform/payment-gateway/signatures';
import * as sessions from '../sessions/repository';
import { capturePayment, type CaptureOutcome } from './capture';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox' | 'gateway' | 'now'>;

/**
 * POST /api/sessions/{id}/payment: what the checkout hands back after paying. The signature is checked
 * against the order id WE stored for this session (a signature for another order, even a valid one, is
 * refused) before anything changes; then the one capture path confirms, whether or not the webhook
 * already did.
 */
export async function confirmPayment(deps: Deps, viewer: CurrentUser, sessionId: string, input: ConfirmPaymentInput, log?: FastifyBaseLogger): Promise<string> {
  const session = await sessions.findSession(deps.db, sessionId);
  if (!session || !(session.menteeId === viewer.id || session.mentorId === viewer.id || viewer.role === 'admin')) throw new NotFound(M.sessionNotFound);
  if (session.menteeId !== viewer.id) throw new Forbidden(P.notMentee);
  const payment = await repo.paymentOfSession(deps.db, session.id);
  if (!payment) throw new Conflict(P.notPending);
  const outcome = await captureVerified(deps, payment, input, log);
  if (outcome === 'refundedLate') throw new Conflict(P.slotLost);
  return session.id;
}

/**
 * What a checkout handed back for `payment` (the order WE stored for the purchase): the signature is
 * checked before anything changes (400 when it does not hold), then the one capture path records it.
 */
export async function captureVerified(deps: Deps, payment: repo.PaymentRow, input: ConfirmPaymentInput, log?: FastifyBaseLogger): Promise<CaptureOutcome> {
  const verified =
    input.razorpay_order_id === payment.orderId &&
    verifyCheckoutSignature(deps.gateway.keySecret, payment.orderId, input.razorpay_payment_id, input.razorpay_signature);
  if (!verified) throw new Invalid(P.notVerified);
  const { outcome } = await capturePayment(deps, { orderId: payment.orderId, gatewayPaymentId: input.razorpay_payment_id }, deps.now(), log);
  return outcome;
}
