import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import { refundLapsedReviews } from './review-refunds';
import { reconcilePayments } from './reconcile';
import { sendDueRefunds } from './refunds';
import { paymentById } from './repository';
import { moveTransfers } from './transfers';

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox' | 'gateway' | 'now' | 'sessionPurchases'>;

export type SweepReport = { expired: number; reconciled: number; lapsedReviews: number; refunds: number; completed: number; transfers: number };

/**
 * One pass of the money sweep (docs/product/money.md "What runs by itself"). Every step is idempotent and
 * guarded by row status, so two processes sweeping the same database at once do no harm.
 */
export async function sweepMoney(deps: Deps, log?: FastifyBaseLogger): Promise<SweepReport> {
  const now = deps.now();
  const report = {
    expired: await deps.sessionPurchases.expireLapsedHolds(deps, now),
    reconciled: await reconcilePayments(deps, now, log),
    lapsedReviews: await refundLapsedReviews(deps, now),
    refunds: await sendDueRefunds(deps.db, deps.config, deps.gateway, now, log),
    completed: await deps.sessionPurchases.completeEnded(deps, now),
    transfers: await moveTransfers(deps.db, deps.gateway, async (id) => (await paymentById(deps.db, id))?.gatewayPaymentId ?? null, now, log),
  };
  if (report.refunds > 0 || report.lapsedReviews > 0) deps.outbox.wake();
  return report;
}
