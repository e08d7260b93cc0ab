import { refundForCancellation, type Canceller } from '@ssb/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { bookRefund, paymentOfSession, recordKeptOnCancellation, refundable, refundsOfPayments } from '../payments';
import type { SessionRow } from './repository';

const REASON: Record<Canceller, 'mentee_cancelled' | 'coach_cancelled' | 'admin_cancelled'> = {
  mentee: 'mentee_cancelled',
  mentor: 'coach_cancelled',
  admin: 'admin_cancelled',
};

/**
 * Books the refund a cancellation gives (the session row is locked by the caller): the tier of who
 * cancels and how long before the start, of what is still refundable; what is kept goes to the coach
 * less the platform's fee (ledger.ts). Nothing for a session not paid.
 */
export async function refundCancellation(tx: Db, config: AppConfig, row: SessionRow, by: Canceller, now: Date): Promise<void> {
  const payment = await paymentOfSession(tx, row.id, { lock: true });
  if (!payment || payment.status !== 'captured') return;
  const left = refundable(payment, await refundsOfPayments(tx, [payment.id]));
  // A moved session refunds no better than the tier in force when it was moved (docs/product/money.md "Reschedule").
  const refund = refundForCancellation(left, by, row.scheduledAt, now, row.refundTierCap);
  await recordKeptOnCancellation(tx, row, left - refund, config.money);
  await bookRefund(tx, config, {
    payment,
    amount: refund,
    reason: REASON[by],
    key: `cancel:${row.id}`,
    coachId: row.mentorId,
    now,
  });
}
