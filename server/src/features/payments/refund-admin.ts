import { PAYMENT_MESSAGES as P, type AdminRefundDto, type RefundedByHandInput } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, NotFound } from '../../platform/errors';
import { recordAdminAction } from '../audit';
import { presentAdminRefund } from './history/presenter';
import { findPayment } from './history/repository';
import { queueRefundMail } from './refund-mail';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'outbox'>;

/** What the audit log keeps of a refund before and after an admin acted on it. */
const audited = (r: repo.RefundRow) => ({ status: r.status, attempts: r.attempts, lastError: r.lastError, manualReference: r.manualReference });

async function present(deps: Deps, refund: repo.RefundRow): Promise<AdminRefundDto> {
  const view = await findPayment(deps.db, refund.paymentId);
  return presentAdminRefund({ refund, purchase: view?.purchase ?? null, mentee: view?.mentee ?? null });
}

/**
 * Moves a failed refund on, audited, in one transaction: 404 for an unknown id, 409 unless it is failed (also when
 * another admin acted on it a moment before).
 */
async function settleFailed(
  deps: Deps,
  admin: CurrentUser,
  id: string,
  action: 'refund.retry' | 'refund.refunded_by_hand',
  change: (now: Date) => Partial<repo.RefundRow>,
  reason: string | null,
): Promise<repo.RefundRow> {
  const now = deps.now();
  const after = await deps.db.transaction(async (tx) => {
    const before = await repo.refundById(tx, id);
    if (!before) throw new NotFound(P.refundNotFound);
    const changed = await repo.updateFailedRefund(tx, id, { ...change(now), resolvedBy: admin.id, updatedAt: now });
    if (!changed) throw new Conflict(P.refundNotFailed);
    await recordAdminAction(tx, { adminId: admin.id, action, target: { type: 'refund', id }, before: audited(before), after: audited(changed), reason, now });
    if (changed.status === 'refunded_by_hand') await queueRefundMail(tx, deps.config, changed, 'refunded_by_hand', now);
    return changed;
  });
  deps.outbox.wake();
  return after;
}

/**
 * POST /api/admin/refunds/{id}/retry (docs/product/money.md "Cancellation and refunds"): a refund the gateway
 * failed for good is decided again, its attempts reset and due now: the next money sweep sends it (looking
 * first for one already made with its id as receipt, as every attempt does).
 */
export async function retryRefund(deps: Deps, admin: CurrentUser, id: string): Promise<AdminRefundDto> {
  const refund = await settleFailed(deps, admin, id, 'refund.retry', (now) => ({ status: 'pending', attempts: 0, nextAttemptAt: now }), null);
  return present(deps, refund);
}

/**
 * POST /api/admin/refunds/{id}/refunded-by-hand: an admin returned a failed refund's money outside the gateway
 * (a bank or UPI transfer) and records its reference; the refund is settled, never sent again, and the
 * aspirant is told. The ledger's refund row, booked when it was decided, stands: the money did go back.
 */
export async function markRefundedByHand(deps: Deps, admin: CurrentUser, id: string, input: RefundedByHandInput): Promise<AdminRefundDto> {
  const reference = input.reference.trim();
  const refund = await settleFailed(
    deps,
    admin,
    id,
    'refund.refunded_by_hand',
    (now) => ({ status: 'refunded_by_hand', manualReference: reference, processedAt: now }),
    reference,
  );
  return present(deps, refund);
}
