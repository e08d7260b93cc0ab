import { MS_PER_MINUTE, REFUND_ATTEMPTS_MAX, type RefundDto } from '@ssb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { GatewayRefund, PaymentGateway } from '../../platform/payment-gateway';
import { appendLedger } from './ledger';
import { reverseBeforeRefund } from './transfers';
import { queueRefundMail } from './refund-mail';
import * as repo from './repository';

export type RefundReason = repo.RefundRow['reason'];

/**
 * Books a refund inside the transaction of the change that causes it (a cancellation, a late payment, a
 * resolved dispute). It is sent to the gateway after the commit by `sendDueRefunds` and retried until the
 * gateway processes it. `key` names the cause, so the same cause never refunds twice; the database refuses
 * refunds adding up to more than the payment.
 */
export async function bookRefund(
  tx: Db,
  config: AppConfig,
  input: { payment: repo.PaymentRow; gatewayPaymentId?: string; amount: number; reason: RefundReason; key: string; coachId: string | null; now: Date },
): Promise<repo.RefundRow | null> {
  if (input.amount <= 0) return null;
  const gatewayPaymentId = input.gatewayPaymentId ?? input.payment.gatewayPaymentId;
  if (!gatewayPaymentId) return null;
  const refund = await repo.insertRefundOnce(tx, {
    paymentId: input.payment.id,
    sessionId: input.payment.sessionId,
    practiceReviewId: input.payment.practiceReviewId,
    gatewayPaymentId,
    amountPaise: input.amount,
    reason: input.reason,
    idempotencyKey: input.key,
    nextAttemptAt: input.now,
    createdAt: input.now,
    updatedAt: input.now,
  });
  if (refund) {
    await queueRefundMail(tx, config, refund, 'initiated', input.now);
    await appendLedger(tx, [
      {
        entryKey: `refund:${refund.id}`,
        kind: 'refund',
        cause: 'refund',
        amountPaise: refund.amountPaise,
        sessionId: refund.sessionId,
        practiceReviewId: refund.practiceReviewId,
        paymentId: refund.paymentId,
        refundId: refund.id,
        coachId: input.coachId,
      },
    ]);
  }
  return refund;
}

/**
 * How long a sweep holds a refund it is sending: longer than any gateway call takes, so another sweep
 * does not send it too; if the sweep dies, the refund is due again after this.
 */
const REFUND_CLAIM_MS = 10 * MS_PER_MINUTE;

/** Waits between attempts: 1, 2, 4, 8 minutes... */
const backoff = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * MS_PER_MINUTE;

function applyGatewayState(found: GatewayRefund, now: Date): Partial<repo.RefundRow> {
  if (found.status === 'processed') return { status: 'processed', gatewayRefundId: found.id, processedAt: now, updatedAt: now };
  if (found.status === 'failed') return { status: 'pending', gatewayRefundId: null, lastError: 'The gateway could not process the refund', updatedAt: now };
  return { status: 'initiated', gatewayRefundId: found.id, updatedAt: now };
}

/**
 * Sends each booked refund to the gateway and follows the ones in progress. Each is claimed first, so two
 * sweeps running at once never both send it. Before sending again after a failed or unknown attempt it asks
 * the gateway for the payment's refunds carrying our refund id as receipt, so a refund made just before a
 * crash is found, not made twice.
 */
export async function sendDueRefunds(db: Db, config: AppConfig, gateway: PaymentGateway, now: Date, log?: FastifyBaseLogger): Promise<number> {
  let handled = 0;
  for (const refund of await repo.dueRefunds(db, now, 20)) {
    if (!(await repo.claimRefund(db, refund.id, now, new Date(now.getTime() + REFUND_CLAIM_MS)))) continue;
    try {
      const known = (await gateway.refundsOf(refund.gatewayPaymentId)).find((r) => r.receipt === refund.id || r.id === refund.gatewayRefundId);
      if (known && known.status !== 'failed') {
        await repo.updateRefund(db, refund.id, { ...applyGatewayState(known, now), nextAttemptAt: new Date(now.getTime() + backoff(1)) });
      } else if (refund.attempts >= REFUND_ATTEMPTS_MAX) {
        await repo.updateRefund(db, refund.id, { status: 'failed', updatedAt: now });
      } else if (!(await reverseBeforeRefund(db, gateway, (await repo.paymentById(db, refund.paymentId))!, refund.gatewayPaymentId, now))) {
        // The coach's transfer is not back yet: the refund waits for the next pass (the claim's 10 minutes at most).
        await repo.updateRefund(db, refund.id, { nextAttemptAt: now, updatedAt: now });
      } else {
        const made = await gateway.refund({
          paymentId: refund.gatewayPaymentId,
          amount: refund.amountPaise,
          receipt: refund.id,
          notes: { ...(refund.sessionId ? { sessionId: refund.sessionId } : { practiceReviewId: refund.practiceReviewId ?? '' }), reason: refund.reason },
        });
        await repo.updateRefund(db, refund.id, {
          ...applyGatewayState(made, now),
          attempts: refund.attempts + 1,
          nextAttemptAt: new Date(now.getTime() + backoff(refund.attempts + 1)),
        });
      }
      await announceOutcome(db, config, refund, now);
      handled += 1;
    } catch (error) {
      const attempts = refund.attempts + 1;
      log?.warn({ err: error, refundId: refund.id }, 'refund attempt failed');
      await repo.updateRefund(db, refund.id, {
        attempts,
        status: attempts >= REFUND_ATTEMPTS_MAX ? 'failed' : refund.status,
        lastError: error instanceof Error ? error.message : String(error),
        nextAttemptAt: new Date(now.getTime() + backoff(attempts)),
        updatedAt: now,
      });
      await announceOutcome(db, config, refund, now);
    }
  }
  return handled;
}

/** Mails the mentee when a refund reached its end (processed, or failed for good) since `before`. */
async function announceOutcome(db: Db, config: AppConfig, before: repo.RefundRow, now: Date): Promise<void> {
  const after = await repo.refundById(db, before.id);
  if (!after || after.status === before.status) return;
  if (after.status === 'processed' || after.status === 'failed') await queueRefundMail(db, config, after, after.status, now);
}

/** The gateway told us (webhook) how a refund ended. Unknown refund ids are left to the sweep. */
export async function refundSettled(db: Db, config: AppConfig, gatewayRefundId: string, status: 'processed' | 'failed', now: Date): Promise<void> {
  const refund = await repo.refundOfGatewayId(db, gatewayRefundId);
  if (!refund || refund.status === 'processed') return;
  if (status === 'processed') await queueRefundMail(db, config, refund, 'processed', now);
  await repo.updateRefund(
    db,
    refund.id,
    status === 'processed'
      ? { status: 'processed', processedAt: now, updatedAt: now }
      : { status: 'pending', gatewayRefundId: null, lastError: 'The gateway could not process the refund', nextAttemptAt: now, updatedAt: now },
  );
}

/** Stored refund statuses in the API's words: booked but not yet accepted by the gateway is 'decided', accepted is 'sent'. */
const REFUND_STATUS: Record<repo.RefundRow['status'], RefundDto['status']> = {
  pending: 'decided',
  initiated: 'sent',
  processed: 'processed',
  failed: 'failed',
  refunded_by_hand: 'refunded_by_hand',
};

export function presentRefund(refund: repo.RefundRow): RefundDto {
  return {
    id: refund.id,
    amount: refund.amountPaise,
    status: REFUND_STATUS[refund.status],
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    processedAt: refund.processedAt?.toISOString() ?? null,
  };
}
