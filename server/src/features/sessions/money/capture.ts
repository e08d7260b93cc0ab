import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-instance';
import type { Db } from '../../../db/client';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../../platform/errors';
import { queueMails } from '../mail-queue';
import * as sessions from '../repository';
import { appendLedger } from './ledger';
import { bookRefund } from './refunds';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox'>;

export type CaptureOutcome =
  /** the session is booked (now, or it already was by this very payment) */
  | 'confirmed'
  | 'alreadyConfirmed'
  /** paid after the hold lapsed and someone else took the slot (or the mentee gave it up): refunded in full */
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
}

/** Makes an expired session scheduled again if its time is still free; false when someone took it. */
async function rebookExpired(tx: Db, session: sessions.SessionRow, now: Date): Promise<sessions.SessionRow | null> {
  try {
    return await tx.transaction(async (savepoint) => sessions.updateSession(savepoint, session.id, { status: 'scheduled', holdExpiresAt: null, updatedAt: now }));
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) return null;
    throw error;
  }
}

/**
 * The one way a payment confirms a session, whoever reports it first: the checkout's callback, the
 * webhook, or the reconciliation pass. The session's row and then the payment's are locked, so of any
 * number of concurrent reports one records the capture (payment row, ledger, status, booking mails)
 * and the others find it recorded. A signature must have been verified before this is called.
 */
export async function capturePayment(deps: Deps, capture: Capture, now: Date, log?: FastifyBaseLogger): Promise<{ outcome: CaptureOutcome; sessionId: string | null }> {
  const known = await repo.paymentOfOrder(deps.db, capture.orderId);
  if (!known) return { outcome: 'unknownOrder', sessionId: null };
  // A repeat report of a capture already recorded needs no lock (the common case: callback and webhook both come).
  if (known.status === 'captured' && known.gatewayPaymentId === capture.gatewayPaymentId) return { outcome: 'alreadyConfirmed', sessionId: known.sessionId };
  if (capture.amount !== undefined && capture.amount !== known.amountPaise) {
    log?.warn({ orderId: capture.orderId, amount: capture.amount }, 'payment amount differs from the order; ignored');
    return { outcome: 'amountMismatch', sessionId: known.sessionId };
  }
  const outcome = await deps.db.transaction(async (tx): Promise<CaptureOutcome> => {
    const session = (await sessions.findSession(tx, known.sessionId, { lock: true }))!;
    const payment = (await repo.paymentOfOrder(tx, capture.orderId, { lock: true }))!;
    const ledgerOf = (gatewayPaymentId: string) => ({
      entryKey: `payment:${gatewayPaymentId}`,
      kind: 'payment' as const,
      amountPaise: payment.amountPaise,
      sessionId: session.id,
      paymentId: payment.id,
      coachId: session.mentorId,
    });
    const refundInFull = (reason: 'late_payment' | 'duplicate_payment', gatewayPaymentId: string) =>
      bookRefund(tx, deps.config, {
        payment,
        gatewayPaymentId,
        amount: payment.amountPaise,
        reason,
        key: `${reason}:${gatewayPaymentId}`,
        coachId: session.mentorId,
        now,
      });

    if (payment.status === 'captured') {
      if (payment.gatewayPaymentId === capture.gatewayPaymentId) return 'alreadyConfirmed';
      await appendLedger(tx, [ledgerOf(capture.gatewayPaymentId)]);
      await refundInFull('duplicate_payment', capture.gatewayPaymentId);
      return 'refundedDuplicate';
    }

    await repo.markCaptured(tx, payment.id, capture.gatewayPaymentId, now);
    await appendLedger(tx, [ledgerOf(capture.gatewayPaymentId)]);

    let booked: sessions.SessionRow | null = null;
    if (session.status === 'pending_payment') {
      // A hold past its time that nobody swept yet still holds: no one else could have taken the slot.
      booked = await sessions.updateSession(tx, session.id, { status: 'scheduled', holdExpiresAt: null, updatedAt: now });
    } else if (session.status === 'expired') {
      booked = await rebookExpired(tx, session, now);
    }
    if (!booked) {
      await refundInFull('late_payment', capture.gatewayPaymentId);
      return 'refundedLate';
    }
    await queueMails(deps, tx, 'booked', booked, now);
    return 'confirmed';
  });
  deps.outbox.wake();
  return { outcome, sessionId: known.sessionId };
}
