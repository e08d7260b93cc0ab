import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import { lockReviewPurchase } from '../practice';
import { appendLedger } from './ledger';
import type { Purchase } from './purchases';
import { bookRefund } from './refunds';
import { bookTransfer } from './transfers';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox' | 'gateway' | 'sessionPurchases' | 'now'>;

export type CaptureOutcome =
  /** the session is booked (now, or it already was by this very payment) */
  | 'confirmed'
  | 'alreadyConfirmed'
  /** paid after the hold lapsed and someone else took the slot (or the mentee gave it up), or after the start: refunded in full */
  | 'refundedLate'
  /** a second payment on an order already paid: refunded in full */
  | 'refundedDuplicate'
  /** not one of our orders, or not the amount we asked for: nothing changed */
  | 'unknownOrder'
  | 'amountMismatch';

export interface Capture {
  orderId: string;
  gatewayPaymentId: string;
  /** Paise, when the gateway said (webhook, reconciliation); the checkout callback does not carry it. */
  amount?: number;
  /** The gateway said the payment is authorised, not captured: it is captured there before it counts here. */
  authorized?: boolean;
  /** How the payer paid, as the gateway reports it (Razorpay's payment `method`), for the receipt. */
  method?: string | null;
}

async function lockPurchase(deps: Deps, tx: Db, payment: repo.PaymentRow): Promise<Purchase | null> {
  if (payment.sessionId) return deps.sessionPurchases.lock(deps, tx, payment.sessionId);
  if (!payment.practiceReviewId) return null;
  const review = await lockReviewPurchase(tx, deps.config, payment.practiceReviewId);
  return review && { ...review, ref: { practiceReviewId: payment.practiceReviewId } };
}

/**
 * The one way a payment confirms what it buys (a session, or a practice review), whoever reports it
 * first: the checkout's callback, the webhook, or the reconciliation pass. The purchase's row and then
 * the payment's are locked, so of any number of concurrent reports one records the capture (payment
 * row, ledger, delivery: the session booked, the review started) and the others find it recorded. A
 * signature must have been verified before this is called.
 */
export async function capturePayment(deps: Deps, capture: Capture, now: Date, log?: FastifyBaseLogger): Promise<{ outcome: CaptureOutcome }> {
  const known = await repo.paymentOfOrder(deps.db, capture.orderId);
  if (!known) return { outcome: 'unknownOrder' };
  if (capture.amount !== undefined && capture.amount !== known.amountPaise) {
    log?.warn({ orderId: capture.orderId, amount: capture.amount }, 'payment amount differs from the order; ignored');
    return { outcome: 'amountMismatch' };
  }
  // Before anything counts it, and also when the callback recorded it already: money left authorised goes back to the payer.
  if (capture.authorized) await deps.gateway.capture({ paymentId: capture.gatewayPaymentId, amount: known.amountPaise });
  // A repeat report of a capture already recorded needs no lock (the common case: callback and webhook both come).
  if (known.status === 'captured' && known.gatewayPaymentId === capture.gatewayPaymentId) return { outcome: 'alreadyConfirmed' };
  const outcome = await deps.db.transaction(async (tx): Promise<CaptureOutcome> => {
    // The purchase's row first, then the payment's: every path that changes either locks in this order.
    const purchase = await lockPurchase(deps, tx, known);
    const payment = (await repo.paymentOfOrder(tx, capture.orderId, { lock: true }))!;
    // Money for a review whose account was erased since has no coach to pay: it is held, then refunded, like a late payment.
    const coachId = purchase?.coachId ?? null;
    const ledgerOf = (gatewayPaymentId: string) => ({
      entryKey: `payment:${gatewayPaymentId}`,
      kind: 'payment' as const,
      cause: 'payment' as const,
      amountPaise: payment.amountPaise,
      ...purchase?.ref,
      paymentId: payment.id,
      coachId,
    });
    const refundInFull = (reason: 'late_payment' | 'duplicate_payment', gatewayPaymentId: string) =>
      bookRefund(tx, deps.config, {
        payment,
        gatewayPaymentId,
        amount: payment.amountPaise,
        reason,
        key: `${reason}:${gatewayPaymentId}`,
        coachId,
        now,
      });

    if (payment.status === 'captured') {
      if (payment.gatewayPaymentId === capture.gatewayPaymentId) return 'alreadyConfirmed';
      await appendLedger(tx, [ledgerOf(capture.gatewayPaymentId)]);
      await refundInFull('duplicate_payment', capture.gatewayPaymentId);
      return 'refundedDuplicate';
    }

    const captured = await repo.markCaptured(tx, payment.id, capture.gatewayPaymentId, capture.method ?? null, now);
    await appendLedger(tx, [ledgerOf(capture.gatewayPaymentId)]);
    if (!purchase || !(await purchase.deliver(tx, now, captured))) {
      await refundInFull('late_payment', capture.gatewayPaymentId);
      return 'refundedLate';
    }
    await bookTransfer(tx, deps.config, captured, purchase.coachId, purchase.ref, now);
    return 'confirmed';
  });
  deps.outbox.wake();
  return { outcome };
}
