import { MS_PER_MINUTE } from '@ssb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { GatewayTransfer, PaymentGateway } from '../../platform/payment-gateway';
import { activePayoutAccount } from '../earnings';
import { taxedShare } from '../tax';
import { coachBalance, lockCoachMoney } from './balance';
import { appendLedger } from './ledger';
import type { PaymentRow } from './repository';
import * as repo from './transfers-repository';

/**
 * Money out through Razorpay Route (docs/product/money.md "Transfers", docs/decisions/030): a captured
 * payment of a coach with an active payout account books a transfer of their net, created at the gateway
 * on hold, released once the earning is payable, and reversed before a refund. Each step is decided in a
 * transaction under the coach's lock (so releases, reversals and manual payouts of one coach never pay out
 * more than the balance) and only then told to the gateway, by the sweep, which retries until the gateway
 * agrees: a crash between the two leaves the decision standing and the gateway call still due.
 */

/** How long a sweep holds a transfer it is working on; if it dies, the transfer is due again after this. */
const CLAIM_MS = 10 * MS_PER_MINUTE;
const CREATE_ATTEMPTS_MAX = 5;
const backoff = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * MS_PER_MINUTE;
/** Released transfers are asked about this often until the gateway says they reached the bank. */
const SETTLEMENT_POLL_MS = 15 * MS_PER_MINUTE;

type Ref = { sessionId: string } | { practiceReviewId: string };

/**
 * In the capture's transaction, once the purchase is delivered: books the coach's net as a transfer to be
 * held at the gateway, when the coach has an active payout account (otherwise an admin pays them by hand).
 */
export async function bookTransfer(tx: Db, config: AppConfig, payment: PaymentRow, coachId: string, ref: Ref, now: Date): Promise<void> {
  const account = await activePayoutAccount(tx, coachId);
  if (!account) return;
  // The share as the completion will book it (TCS, TDS withheld); a threshold crossed in between is settled by the release.
  const { net } = await taxedShare(tx, config.money, coachId, payment.amountPaise, now);
  if (net <= 0) return;
  await repo.insertTransferOnce(tx, {
    paymentId: payment.id,
    ...ref,
    coachId,
    gatewayAccountId: account.gatewayAccountId,
    amountPaise: net,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

const remainingOf = (t: repo.TransferRow) => t.amountPaise - t.reversedPaise - t.releasedPaise;

/** Locks the transfer's coach (the lock payouts take too), then the transfer: the order every decision on it follows. */
async function lockTransfer(tx: Db, transferId: string): Promise<repo.TransferRow | null> {
  const peek = await repo.transferById(tx, transferId);
  if (!peek) return null;
  await lockCoachMoney(tx, peek.coachId);
  return repo.transferById(tx, transferId, { lock: true });
}

/** The ledger row of money leaving for the coach by this transfer (positive), or coming back from it (negative). */
const transferLedgerRow = (t: repo.TransferRow, step: 'release' | 'failed', amountPaise: number) => ({
  entryKey: `transfer:${t.id}:${step}`,
  kind: 'transfer' as const,
  cause: step === 'release' ? ('transfer' as const) : ('transfer_reversal' as const),
  amountPaise,
  coachId: t.coachId,
  transferId: t.id,
  paymentId: t.paymentId,
  sessionId: t.sessionId,
  practiceReviewId: t.practiceReviewId,
});

/**
 * Decides what a held transfer becomes once its purchase is settled and its earning payable: the part the
 * coach may have now (the earning, less anything they owe) is released and written to the ledger as paid
 * out; the rest is reversed to the platform. Null when it is not time yet.
 */
async function decideRelease(db: Db, transferId: string, now: Date): Promise<repo.TransferRow | null> {
  return db.transaction(async (tx) => {
    const transfer = await lockTransfer(tx, transferId);
    if (!transfer) return null;
    if (transfer.status !== 'on_hold') return null;
    const earning = await repo.purchaseEarning(tx, transfer, now);
    if (earning.pendingUntil || !(await repo.purchaseSettled(tx, transfer))) {
      // Looked at again a moment after the earning becomes payable (or in a while, if the purchase is unsettled).
      const next = earning.pendingUntil ? new Date(earning.pendingUntil.getTime() + 1000) : new Date(now.getTime() + SETTLEMENT_POLL_MS);
      return repo.updateTransfer(tx, transfer.id, { nextAttemptAt: next, updatedAt: now });
    }
    const { balance } = await coachBalance(tx, transfer.coachId, now);
    const remaining = remainingOf(transfer);
    const release = Math.max(0, Math.min(remaining, earning.net, balance));
    if (release > 0) {
      await appendLedger(tx, [transferLedgerRow(transfer, 'release', release)]);
    }
    return repo.updateTransfer(tx, transfer.id, {
      reversedPaise: transfer.reversedPaise + remaining - release,
      releasedPaise: transfer.releasedPaise + release,
      status: release > 0 ? 'released' : 'reversed',
      releasedAt: release > 0 ? now : null,
      nextAttemptAt: now,
      updatedAt: now,
    });
  });
}

/**
 * Before a refund of the payment a transfer came from: what the coach keeps of the purchase is its earning
 * now (nothing after a full refund, the kept part's share after a late cancellation), so the rest of a
 * transfer still held is reversed. A transfer already released is the coach's: a refund after it leaves an
 * amount they owe (the ledger's balance below zero), set against their next earnings.
 */
async function decideReversalForRefund(db: Db, transferId: string, now: Date): Promise<repo.TransferRow | null> {
  return db.transaction(async (tx) => {
    const transfer = await lockTransfer(tx, transferId);
    if (!transfer) return null;
    if (transfer.status !== 'booked' && transfer.status !== 'on_hold') return transfer;
    const keep = Math.max(0, (await repo.purchaseEarning(tx, transfer, now)).net);
    const reverse = Math.max(0, remainingOf(transfer) - keep);
    if (reverse === 0) return transfer;
    const reversedPaise = transfer.reversedPaise + reverse;
    return repo.updateTransfer(tx, transfer.id, {
      reversedPaise,
      status: reversedPaise >= transfer.amountPaise ? 'reversed' : transfer.status,
      nextAttemptAt: now,
      updatedAt: now,
    });
  });
}

/** Creates a booked transfer at the gateway on hold, or finds the one made before a crash by its notes. */
async function createAtGateway(db: Db, gateway: PaymentGateway, transfer: repo.TransferRow, gatewayPaymentId: string, now: Date): Promise<repo.TransferRow> {
  const made =
    (await gateway.transfersOf(gatewayPaymentId)).find((t) => t.notes.transfer_id === transfer.id) ??
    (await gateway.transferOnHold({ paymentId: gatewayPaymentId, accountId: transfer.gatewayAccountId, amount: transfer.amountPaise, notes: { transfer_id: transfer.id } }));
  // A reversal decided meanwhile (status reversed) stands: the sync below brings the gateway to it.
  const [row] = await db.transaction(async (tx) => {
    const current = (await repo.transferById(tx, transfer.id, { lock: true }))!;
    return [
      await repo.updateTransfer(tx, transfer.id, {
        gatewayTransferId: made.id,
        status: current.status === 'booked' ? 'on_hold' : current.status,
        gatewayReversedPaise: made.amountReversed,
        lastError: null,
        nextAttemptAt: now,
        updatedAt: now,
      }),
    ];
  });
  return row!;
}

/** Brings the gateway to what was decided: reversals first (cumulative, so a retry never reverses twice), then the release. */
async function syncGateway(db: Db, gateway: PaymentGateway, transfer: repo.TransferRow, now: Date): Promise<repo.TransferRow> {
  let row = transfer;
  const gatewayTransferId = row.gatewayTransferId;
  if (!gatewayTransferId) return row;
  if (row.reversedPaise > row.gatewayReversedPaise) {
    const known: GatewayTransfer = await gateway.fetchTransfer(gatewayTransferId);
    const missing = row.reversedPaise - known.amountReversed;
    if (missing > 0) await gateway.reverseTransfer({ transferId: gatewayTransferId, amount: missing, receipt: `${row.id}:${row.reversedPaise}` });
    row = await repo.updateTransfer(db, row.id, { gatewayReversedPaise: row.reversedPaise, updatedAt: now });
  }
  if (row.status === 'released' && !row.gatewayReleased) {
    await gateway.releaseTransfer(gatewayTransferId);
    row = await repo.updateTransfer(db, row.id, { gatewayReleased: true, nextAttemptAt: new Date(now.getTime() + SETTLEMENT_POLL_MS), updatedAt: now });
  } else if (row.status === 'released') {
    const known = await gateway.fetchTransfer(gatewayTransferId);
    if (known.settlementStatus === 'settled') row = await repo.updateTransfer(db, row.id, { status: 'processed', processedAt: now, updatedAt: now });
    else row = await repo.updateTransfer(db, row.id, { nextAttemptAt: new Date(now.getTime() + SETTLEMENT_POLL_MS), updatedAt: now });
  }
  return row;
}

/**
 * One pass over the transfers with something to do (the money sweep): create booked ones at the gateway,
 * decide on held ones whose earning became payable, bring the gateway in line, follow released ones to the
 * bank. Each is claimed first, so two sweeps never work on the same transfer.
 */
export async function moveTransfers(db: Db, gateway: PaymentGateway, gatewayPaymentIdOf: (paymentId: string) => Promise<string | null>, now: Date, log?: FastifyBaseLogger): Promise<number> {
  let moved = 0;
  for (const due of await repo.dueTransfers(db, now, 50)) {
    const claimed = await repo.claimTransfer(db, due.id, now, new Date(now.getTime() + CLAIM_MS));
    if (!claimed) continue;
    try {
      let row = claimed;
      if (row.status === 'booked') {
        const gatewayPaymentId = await gatewayPaymentIdOf(row.paymentId);
        if (row.reversedPaise >= row.amountPaise) row = await repo.updateTransfer(db, row.id, { status: 'reversed', updatedAt: now });
        else if (gatewayPaymentId) row = await createAtGateway(db, gateway, row, gatewayPaymentId, now);
      }
      if (row.status === 'on_hold') row = (await decideRelease(db, row.id, now)) ?? row;
      await syncGateway(db, gateway, row, now);
      moved += 1;
    } catch (error) {
      const attempts = claimed.attempts + 1;
      log?.warn({ err: error, transferId: claimed.id }, 'transfer step failed');
      const givenUp = claimed.status === 'booked' && attempts >= CREATE_ATTEMPTS_MAX;
      // Only the attempt is recorded: what a step decided and committed before the failure stands.
      await repo.updateTransfer(db, claimed.id, {
        attempts,
        ...(givenUp ? { status: 'failed' as const } : {}),
        lastError: error instanceof Error ? error.message : String(error),
        nextAttemptAt: new Date(now.getTime() + backoff(attempts)),
        updatedAt: now,
      });
    }
  }
  return moved;
}

/**
 * Called before a refund of `gatewayPaymentId` is sent: reverses what the coach no longer keeps of a held
 * transfer made from that payment, and answers whether the gateway has it back (false: send the refund on
 * a later pass). A refund of another capture of the same order (a duplicate payment) has no transfer.
 */
export async function reverseBeforeRefund(db: Db, gateway: PaymentGateway, payment: { id: string; gatewayPaymentId: string | null }, refundedGatewayPaymentId: string, now: Date): Promise<boolean> {
  if (payment.gatewayPaymentId !== refundedGatewayPaymentId) return true;
  const transfer = await repo.transferOfPayment(db, payment.id);
  if (!transfer) return true;
  const decided = (await decideReversalForRefund(db, transfer.id, now)) ?? transfer;
  if (decided.reversedPaise <= decided.gatewayReversedPaise) return true;
  if (!decided.gatewayTransferId) return decided.status === 'reversed';
  const synced = await syncGateway(db, gateway, decided, now);
  return synced.gatewayReversedPaise >= synced.reversedPaise;
}

/**
 * The gateway told us (webhook) about a transfer: `transfer.processed` confirms a creation whose answer we
 * may have lost; `transfer.failed` means the money never reached the coach, so a released amount goes
 * back to their balance (an admin pays it by hand).
 */
export async function transferReported(db: Db, report: { gatewayTransferId: string; ourId: string | null; event: 'processed' | 'failed' }, now: Date): Promise<void> {
  const transfer = (await repo.transferOfGatewayId(db, report.gatewayTransferId)) ?? (report.ourId ? await repo.transferById(db, report.ourId) : null);
  if (!transfer) return;
  await db.transaction(async (tx) => {
    const row = (await lockTransfer(tx, transfer.id))!;
    if (report.event === 'processed') {
      if (row.status === 'booked') await repo.updateTransfer(tx, row.id, { gatewayTransferId: report.gatewayTransferId, status: 'on_hold', nextAttemptAt: now, updatedAt: now });
      return;
    }
    if (row.status === 'failed' || row.status === 'reversed') return;
    if (row.releasedPaise > 0) {
      await appendLedger(tx, [transferLedgerRow(row, 'failed', -row.releasedPaise)]);
    }
    await repo.updateTransfer(tx, row.id, { status: 'failed', releasedPaise: 0, lastError: 'The gateway could not process the transfer', updatedAt: now });
  });
}
