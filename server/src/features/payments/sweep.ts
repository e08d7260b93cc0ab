import { AUTO_COMPLETE_AFTER_END_HOURS, MS_PER_MINUTE } from '@ssb/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import { sessions } from '../../db/schema';
import * as repo from '../sessions/repository';
import { tellHoldsEnded } from './hold-notice';
import { recordCompletion } from './ledger';
import { refundLapsedReviews } from './review-refunds';
import { reconcilePayments } from './reconcile';
import { sendDueRefunds } from './refunds';
import { paymentById } from './repository';
import { moveTransfers } from './transfers';

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox' | 'gateway' | 'now'>;

const BATCH = 100;
/** Holds one pass expires: each tells its aspirant (a rendered mail) in the pass's transaction, which holds their rows meanwhile. */
const HOLDS_PER_PASS = 100;

export type SweepReport = { expired: number; reconciled: number; lapsedReviews: number; refunds: number; completed: number; transfers: number };

/**
 * Lapsed holds become `expired`, which frees their slots (the overlap guards skip expired sessions), and
 * their aspirants are told, in the same transaction: the status change returns each hold once (a capture
 * holding the row turns it `scheduled` first, and then it is not expired nor told). One statement, up to
 * HOLDS_PER_PASS holds a pass, oldest first; the rest the next pass (a booking of the same time expires
 * its lapsed holds itself meanwhile).
 */
async function expireHolds(deps: Deps, now: Date): Promise<number> {
  const expired = await deps.db.transaction(async (tx) => {
    const lapsed = tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.status, 'pending_payment'), lte(sessions.holdExpiresAt, now)))
      .orderBy(asc(sessions.holdExpiresAt))
      .limit(HOLDS_PER_PASS)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(sessions)
      .set({ status: 'expired', expiredAt: now, updatedAt: now })
      .where(and(inArray(sessions.id, lapsed), eq(sessions.status, 'pending_payment')))
      .returning();
    await tellHoldsEnded(deps, tx, rows, now);
    return rows.length;
  });
  if (expired > 0) deps.outbox.wake();
  return expired;
}

/** Scheduled sessions 24 h past their end complete by themselves, and their coach's share becomes payable. */
async function autoComplete(deps: Deps, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.status, 'scheduled'), lte(sessions.endsAt, new Date(now.getTime() - AUTO_COMPLETE_AFTER_END_HOURS * 60 * MS_PER_MINUTE))))
    .limit(BATCH);
  let completed = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const row = await repo.findSession(tx, id, { lock: true });
      if (!row || row.status !== 'scheduled') return false;
      await recordCompletion(tx, row, deps.config.money.feePercent);
      await repo.updateSession(tx, id, { status: 'completed', completedAt: now, updatedAt: now });
      return true;
    });
    if (done) completed += 1;
  }
  return completed;
}

/**
 * One pass of the money sweep (docs/product/money.md "What runs by itself"). Every step is idempotent and
 * guarded by row status, so two processes sweeping the same database at once do no harm.
 */
export async function sweepMoney(deps: Deps, log?: FastifyBaseLogger): Promise<SweepReport> {
  const now = deps.now();
  const report = {
    expired: await expireHolds(deps, now),
    reconciled: await reconcilePayments(deps, now, log),
    lapsedReviews: await refundLapsedReviews(deps, now),
    refunds: await sendDueRefunds(deps.db, deps.config, deps.gateway, now, log),
    completed: await autoComplete(deps, now),
    transfers: await moveTransfers(deps.db, deps.gateway, async (id) => (await paymentById(deps.db, id))?.gatewayPaymentId ?? null, now, log),
  };
  if (report.refunds > 0 || report.lapsedReviews > 0) deps.outbox.wake();
  return report;
}
