import { PAYMENT_MESSAGES as P, type ConfirmPaymentInput } from '@ssb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import { Conflict, Invalid, Unavailable } from '../../platform/errors';
import { GatewayError, type GatewayPayment } from '../../platform/payment-gateway';
import { verifyCheckoutSignature } from '../../platform/payment-gateway/signatures';
import { capturePayment, type CaptureOutcome } from './capture';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox' | 'gateway' | 'now' | 'sessionPurchases'>;

/**
 * What a checkout handed back for `payment` (the order WE stored for the purchase): the signature is
 * checked before anything changes (400 when it does not hold), then the gateway is asked for the payment
 * itself (docs/product/money.md "Confirming a payment"): one of another order or another amount is refused
 * like a bad signature; a failed or unfinished one is 409; an authorised one is captured at the gateway
 * first. Then the one capture path records it. A payment whose recorded outcome is a refund (paid after
 * the slot was lost: the webhook may have said so first) answers 'refundedLate' however often it is reported.
 */
export async function captureVerified(deps: Deps, payment: repo.PaymentRow, input: ConfirmPaymentInput, log?: FastifyBaseLogger): Promise<CaptureOutcome> {
  const verified =
    input.razorpay_order_id === payment.orderId &&
    verifyCheckoutSignature(deps.gateway.keySecret, payment.orderId, input.razorpay_payment_id, input.razorpay_signature);
  if (!verified) throw new Invalid(P.notVerified);
  let atGateway: GatewayPayment;
  try {
    atGateway = await deps.gateway.fetchPayment(input.razorpay_payment_id);
  } catch (error) {
    log?.warn({ err: error, paymentId: input.razorpay_payment_id }, 'payment lookup at the gateway failed');
    throw new Unavailable(P.gatewayDown);
  }
  if (atGateway.orderId !== payment.orderId || atGateway.amount !== payment.amountPaise) {
    log?.warn({ orderId: payment.orderId, paymentId: atGateway.id, at: { orderId: atGateway.orderId, amount: atGateway.amount } }, 'payment at the gateway is not this order\'s');
    throw new Invalid(P.notVerified);
  }
  if (atGateway.status === 'failed') throw new Conflict(P.paymentFailed);
  if (atGateway.status === 'created') throw new Conflict(P.paymentIncomplete);
  const { outcome } = await capturePayment(
    deps,
    { orderId: payment.orderId, gatewayPaymentId: atGateway.id, amount: atGateway.amount, authorized: atGateway.status === 'authorized', method: atGateway.method },
    deps.now(),
    log,
  ).catch((error: unknown) => {
    // Capturing an authorised payment needs the gateway: nothing is recorded, the payer may try again (or the webhook comes).
    if (error instanceof GatewayError) throw new Unavailable(P.gatewayDown);
    throw error;
  });
  if (outcome === 'alreadyConfirmed' && (await refundedAsLate(deps, payment.id, atGateway.id))) return 'refundedLate';
  return outcome;
}

/** Whether this payment's recorded outcome is a full refund because what it paid for was lost (capture.ts 'refundedLate'). */
async function refundedAsLate(deps: Deps, paymentId: string, gatewayPaymentId: string): Promise<boolean> {
  const refunds = await repo.refundsOfPayments(deps.db, [paymentId]);
  return refunds.some((r) => r.reason === 'late_payment' && r.gatewayPaymentId === gatewayPaymentId);
}
