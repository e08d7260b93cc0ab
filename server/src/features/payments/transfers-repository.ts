import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries as l, practiceReviews, sessions, transfers } from '../../db/schema';

export type TransferRow = typeof transfers.$inferSelect;

export async function insertTransferOnce(db: Db, values: typeof transfers.$inferInsert): Promise<void> {
  await db.insert(transfers).values(values).onConflictDoNothing({ target: transfers.paymentId });
}

export async function transferById(db: Db, id: string, options: { lock?: boolean } = {}): Promise<TransferRow | null> {
  const query = db.select().from(transfers).where(eq(transfers.id, id)).limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

export async function transferOfPayment(db: Db, paymentId: string): Promise<TransferRow | null> {
  const [row] = await db.select().from(transfers).where(eq(transfers.paymentId, paymentId)).limit(1);
  return row ?? null;
}

export async function transferOfGatewayId(db: Db, gatewayTransferId: string): Promise<TransferRow | null> {
  const [row] = await db.select().from(transfers).where(eq(transfers.gatewayTransferId, gatewayTransferId)).limit(1);
  return row ?? null;
}

/** Transfers with something to do now: to create, to decide on, or to bring the gateway in line with. */
export async function dueTransfers(db: Db, now: Date, limit: number): Promise<TransferRow[]> {
  return db
    .select()
    .from(transfers)
    .where(
      and(
        inArray(transfers.status, ['booked', 'on_hold', 'released', 'reversed']),
        // A reversed transfer has something to do only while the gateway has not been told all of it.
        sql`(${transfers.status} <> 'reversed' or ${transfers.reversedPaise} > ${transfers.gatewayReversedPaise})`,
        lte(transfers.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(transfers.nextAttemptAt))
    .limit(limit);
}

/** Takes a transfer for one sweep: its next attempt moves to `until`, only if it was still due. */
export async function claimTransfer(db: Db, id: string, now: Date, until: Date): Promise<TransferRow | null> {
  const [row] = await db
    .update(transfers)
    .set({ nextAttemptAt: until, updatedAt: now })
    .where(and(eq(transfers.id, id), lte(transfers.nextAttemptAt, now)))
    .returning();
  return row ?? null;
}

export async function updateTransfer(db: Db, id: string, values: Partial<typeof transfers.$inferInsert>): Promise<TransferRow> {
  const [row] = await db.update(transfers).set(values).where(eq(transfers.id, id)).returning();
  return row!;
}

/** What the purchase's earnings add up to now, and until when any of them is still pending. */
export async function purchaseEarning(db: Db, transfer: Pick<TransferRow, 'sessionId' | 'practiceReviewId'>, now: Date) {
  const purchase = transfer.sessionId ? eq(l.sessionId, transfer.sessionId) : eq(l.practiceReviewId, transfer.practiceReviewId!);
  const [row] = await db
    .select({
      net: sql<number>`coalesce(sum(${l.amountPaise}), 0)::bigint`.mapWith(Number),
      pendingUntil: sql<string | null>`max(${l.pendingUntil}) filter (where ${l.pendingUntil} >= ${now.toISOString()}::timestamptz)`,
    })
    .from(l)
    .where(and(purchase, eq(l.kind, 'coach_earning')));
  return { net: row?.net ?? 0, pendingUntil: row?.pendingUntil ? new Date(row.pendingUntil) : null };
}

/**
 * Whether what the transfer paid for is settled: a session completed or cancelled (not scheduled, not
 * disputed), a review sent or closed. Until then its earning may still change and the transfer stays held.
 */
export async function purchaseSettled(db: Db, transfer: Pick<TransferRow, 'sessionId' | 'practiceReviewId'>): Promise<boolean> {
  if (transfer.sessionId) {
    const [row] = await db.select({ status: sessions.status }).from(sessions).where(eq(sessions.id, transfer.sessionId)).limit(1);
    return row?.status === 'completed' || row?.status === 'cancelled' || row?.status === 'expired';
  }
  const [review] = await db
    .select({ submittedAt: practiceReviews.submittedAt, closedAt: practiceReviews.closedAt })
    .from(practiceReviews)
    .where(eq(practiceReviews.id, transfer.practiceReviewId!))
    .limit(1);
  // A review erased with its aspirant's account is settled: nothing is left to deliver.
  return !review || review.submittedAt !== null || review.closedAt !== null;
}
