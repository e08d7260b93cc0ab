import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export async function paymentOfSession(db: Db, sessionId: string, options: { lock?: boolean } = {}): Promise<PaymentRow | null> {
  const query = db.select().from(payments).where(eq(payments.sessionId, sessionId)).limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

export async function paymentOfReview(db: Db, practiceReviewId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.practiceReviewId, practiceReviewId)).limit(1);
  return row ?? null;
}

export async function paymentsOfReviews(db: Db, practiceReviewIds: string[]): Promise<PaymentRow[]> {
  if (practiceReviewIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.practiceReviewId, practiceReviewIds));
}

export async function paymentOfOrder(db: Db, orderId: string, options: { lock?: boolean } = {}): Promise<PaymentRow | null> {
  const query = db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

export async function paymentsOfSessions(db: Db, sessionIds: string[]): Promise<PaymentRow[]> {
  if (sessionIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.sessionId, sessionIds));
}

export async function refundsOfPayments(db: Db, paymentIds: string[]): Promise<RefundRow[]> {
  if (paymentIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(asc(refunds.createdAt));
}

/** Records the gateway order of a purchase; the first one stored wins and is returned to every caller. */
export async function insertPaymentOnce(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  // The row written is the answer; only when another request wrote the purchase's payment first is it read.
  if (values.sessionId) {
    const [row] = await db.insert(payments).values(values).onConflictDoNothing({ target: payments.sessionId }).returning();
    return row ?? (await paymentOfSession(db, values.sessionId))!;
  }
  const [row] = await db.insert(payments).values(values).onConflictDoNothing({ target: payments.practiceReviewId }).returning();
  return row ?? (await paymentOfReview(db, values.practiceReviewId!))!;
}

export async function markCaptured(db: Db, id: string, gatewayPaymentId: string, method: string | null, now: Date): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ status: 'captured', gatewayPaymentId, method, capturedAt: now, receiptSeq: sql`nextval('payments_receipt_seq')`, updatedAt: now })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

export async function insertRefundOnce(db: Db, values: typeof refunds.$inferInsert): Promise<RefundRow | null> {
  const [row] = await db.insert(refunds).values(values).onConflictDoNothing({ target: refunds.idempotencyKey }).returning();
  return row ?? null;
}

/** Refunds the sweep should send or follow up, oldest first. */
export async function dueRefunds(db: Db, now: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.status, ['pending', 'initiated']), lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit);
}

/**
 * Takes a due refund for one attempt by moving its next attempt to `until`: only if it is still due
 * at `now`, so of two sweeps that read it (two servers, or a run outliving its job's expiry) one
 * sends it to the gateway and the other skips it.
 */
export async function claimRefund(db: Db, id: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ nextAttemptAt: until })
    .where(and(eq(refunds.id, id), inArray(refunds.status, ['pending', 'initiated']), lte(refunds.nextAttemptAt, now)))
    .returning({ id: refunds.id });
  return rows.length === 1;
}

export async function updateRefund(db: Db, id: string, values: Partial<typeof refunds.$inferInsert>): Promise<RefundRow> {
  const [row] = await db.update(refunds).set(values).where(eq(refunds.id, id)).returning();
  return row!;
}

export async function refundOfGatewayId(db: Db, gatewayRefundId: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.gatewayRefundId, gatewayRefundId)).limit(1);
  return row ?? null;
}

export async function refundById(db: Db, id: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row ?? null;
}

/**
 * Moves a refund on from `failed` (an admin's retry or "refunded by hand"): only if it is still failed, so of two
 * admins acting at once one changes it and the other finds it changed (null).
 */
export async function updateFailedRefund(db: Db, id: string, values: Partial<typeof refunds.$inferInsert>): Promise<RefundRow | null> {
  const [row] = await db.update(refunds).set(values).where(and(eq(refunds.id, id), eq(refunds.status, 'failed'))).returning();
  return row ?? null;
}

export async function paymentById(db: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}
