import { PAYMENT_MESSAGES as P, inDisputeWindow, type DisputeInput, type ResolveDisputeInput } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, Forbidden, NotFound } from '../../platform/errors';
import * as repo from './repository';
import { bookRefund, paymentOfSession, recordCompletion, refundable, refundsOfPayments, reverseCompletion } from '../payments';
import { visibleSession } from './service';
import { recordAdminAction } from '../audit';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'outbox'>;

/**
 * POST /api/sessions/{id}/dispute: the mentee reports that the coach did not come, from 15 minutes after
 * the start until 24 hours after the end. The session is `disputed` until an admin decides; a completion
 * already recorded is taken back from the coach's payable share meanwhile.
 */
export async function disputeSession(deps: Deps, viewer: CurrentUser, id: string, input: DisputeInput): Promise<repo.SessionRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await visibleSession(tx, viewer, id, true);
    if (row.menteeId !== viewer.id) throw new Forbidden(P.disputeOnlyMentee);
    if (row.status !== 'scheduled' && row.status !== 'completed') throw new Conflict(P.disputeStatus);
    if (!inDisputeWindow(row.scheduledAt, row.endsAt, now)) throw new Conflict(P.disputeNotAllowed);
    if (row.status === 'completed') await reverseCompletion(tx, row);
    const disputed = await repo.updateSession(tx, row.id, { status: 'disputed', disputedAt: now, disputeReason: input.reason?.trim() || null, updatedAt: now });
    await recountRating(tx, row);
    return disputed;
  });
}

/**
 * A rating counts only on a session of a rateable status (RATEABLE_STATUSES): a dispute takes a rated
 * session's rating out of its coach's, completing it puts it back (a refund leaves it out).
 */
async function recountRating(tx: Parameters<typeof repo.recomputeCoachRating>[0], row: repo.SessionRow): Promise<void> {
  if (row.menteeRating !== null) await repo.recomputeCoachRating(tx, row.mentorId);
}

/**
 * POST /api/admin/disputes/{id}/resolve: the admin refunds the mentee in full (the session ends
 * cancelled) or completes the session (the coach's share becomes payable).
 */
export async function resolveDispute(deps: Deps, admin: CurrentUser, id: string, input: ResolveDisputeInput): Promise<repo.SessionRow> {
  const now = deps.now();
  const resolved = await deps.db.transaction(async (tx) => {
    const row = await repo.findSession(tx, id, { lock: true });
    if (!row) throw new NotFound();
    if (row.status !== 'disputed') throw new Conflict(P.resolveNotDisputed);
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'dispute.resolve',
      target: { type: 'session', id: row.id },
      before: { status: 'disputed' },
      after: { status: input.outcome === 'complete' ? 'completed' : 'cancelled', outcome: input.outcome },
      now,
    });
    if (input.outcome === 'complete') {
      // The admin heard both sides: nothing is left to dispute, so the coach's share is payable at once.
      await recordCompletion(tx, row, deps.config.money, { payableAtOnce: true });
      const completed = await repo.updateSession(tx, row.id, { status: 'completed', completedAt: now, updatedAt: now });
      await recountRating(tx, row);
      return completed;
    }
    const payment = await paymentOfSession(tx, row.id, { lock: true });
    if (payment) {
      const left = refundable(payment, await refundsOfPayments(tx, [payment.id]));
      await bookRefund(tx, deps.config, { payment, amount: left, reason: 'dispute', key: `dispute:${row.id}`, coachId: row.mentorId, now });
    }
    return repo.updateSession(tx, row.id, { status: 'cancelled', cancelledAt: now, cancelledBy: admin.id, updatedAt: now });
  });
  deps.outbox.wake();
  return resolved;
}
