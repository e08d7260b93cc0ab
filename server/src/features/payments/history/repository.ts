import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { reviewPurchaseTitle, type BatteryStage, type PracticeTestKind, type RefundStatus } from '@ssb/domain';
import { payments, payoutAccounts, practiceAttempts, practiceBatteries, practiceReviews, practiceSets, refunds, sessions, users } from '../../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

const coach = alias(users, 'coach');
const mentee = alias(users, 'mentee');

const paymentColumns = {
  payment: payments,
  session: {
    id: sessions.id,
    title: sessions.title,
    scheduledAt: sessions.scheduledAt,
    status: sessions.status,
    duration: sessions.duration,
    sessionType: sessions.sessionType,
  },
  review: { id: practiceReviews.id, attemptId: practiceReviews.attemptId, batteryId: practiceReviews.batteryId, requestedAt: practiceReviews.requestedAt, turnaroundHours: practiceReviews.turnaroundHours },
  reviewSet: { title: practiceSets.title, kind: practiceSets.kind },
  reviewBattery: { stage: practiceBatteries.stage },
  coach: { firstName: coach.firstName, lastName: coach.lastName, gstin: payoutAccounts.gstin },
  mentee: { id: mentee.id, firstName: mentee.firstName, lastName: mentee.lastName, email: mentee.email },
};

type Row = {
  payment: PaymentRow;
  session: Omit<SessionPurchase, 'kind'> | null;
  review: { id: string; attemptId: string | null; batteryId: string | null; requestedAt: Date; turnaroundHours: number } | null;
  reviewSet: { title: string; kind: PracticeTestKind } | null;
  reviewBattery: { stage: BatteryStage } | null;
  coach: { firstName: string; lastName: string; gstin: string | null } | null;
  mentee: { id: string; firstName: string; lastName: string; email: string } | null;
};

type SessionPurchase = { kind: 'session'; id: string; title: string; scheduledAt: Date; status: (typeof sessions.$inferSelect)['status']; duration: number; sessionType: string };
/** A review of one attempt (`attemptId`) or of a board day (`batteryId`). */
type ReviewPurchase = { kind: 'review'; id: string; attemptId: string | null; batteryId: string | null; title: string; requestedAt: Date; turnaroundHours: number };

/**
 * A payment with what it bought (a session, a practice review; null for a review erased with its
 * aspirant's account) and the names (and the buyer's email) its screens show.
 */
export type PaymentView = {
  payment: PaymentRow;
  purchase: SessionPurchase | ReviewPurchase | null;
  /** The coach's GSTIN (from their payout account) when registered. */
  coach: { firstName: string; lastName: string; gstin: string | null } | null;
  mentee: { id: string; firstName: string; lastName: string; email: string } | null;
};

function viewOf(row: Row): PaymentView {
  const { payment, session, review, reviewSet, reviewBattery } = row;
  const purchase: PaymentView['purchase'] = session
    ? { kind: 'session', ...session }
    : review
      ? { kind: 'review', ...review, title: reviewPurchaseTitle(reviewBattery ?? reviewSet) }
      : null;
  return { payment, purchase, coach: row.coach, mentee: row.mentee };
}

const buyerId = sql`coalesce(${sessions.menteeId}, ${practiceReviews.userId})`;

const paymentViews = (db: Db) =>
  db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(sessions, eq(sessions.id, payments.sessionId))
    .leftJoin(practiceReviews, eq(practiceReviews.id, payments.practiceReviewId))
    .leftJoin(practiceAttempts, eq(practiceAttempts.id, practiceReviews.attemptId))
    .leftJoin(practiceSets, eq(practiceSets.id, practiceAttempts.setId))
    .leftJoin(practiceBatteries, eq(practiceBatteries.id, practiceReviews.batteryId))
    .leftJoin(coach, eq(coach.id, sql`coalesce(${sessions.mentorId}, ${practiceReviews.reviewerId})`))
    .leftJoin(payoutAccounts, eq(payoutAccounts.coachId, coach.id))
    .leftJoin(mentee, eq(mentee.id, buyerId));

/** Payments newest first: one mentee's (for their sessions and reviews), or everyone's. */
export async function listPayments(db: Db, filter: { menteeId?: string }, page: { limit: number; offset: number }) {
  const where: SQL | undefined = filter.menteeId ? sql`${buyerId} = ${filter.menteeId}` : undefined;
  const [rows, [total]] = await Promise.all([
    paymentViews(db).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(page.limit).offset(page.offset),
    db
      .select({ n: count() })
      .from(payments)
      .leftJoin(sessions, eq(sessions.id, payments.sessionId))
      .leftJoin(practiceReviews, eq(practiceReviews.id, payments.practiceReviewId))
      .where(where),
  ]);
  return { rows: (rows as Row[]).map(viewOf), total: Number(total?.n ?? 0) };
}

export async function findPayment(db: Db, id: string): Promise<PaymentView | null> {
  const [row] = await paymentViews(db).where(eq(payments.id, id)).limit(1);
  return row ? viewOf(row as Row) : null;
}

/** The refunds of each payment, oldest first. */
export async function refundsByPayment(db: Db, paymentIds: string[]): Promise<Map<string, RefundRow[]>> {
  const byPayment = new Map<string, RefundRow[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const row of rows) byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row]);
  return byPayment;
}

/** The API's refund statuses, as stored (payments/refunds.ts presentRefund maps them back). */
const STORED_STATUSES = {
  decided: ['pending'],
  sent: ['initiated'],
  processed: ['processed'],
  failed: ['failed'],
  refunded_by_hand: ['refunded_by_hand'],
} as const satisfies Record<RefundStatus, readonly RefundRow['status'][]>;

export type RefundView = { refund: RefundRow; purchase: PaymentView['purchase']; mentee: PaymentView['mentee'] };

/** Refunds for the admins: failed ones first (they need a person), then newest first. */
export async function listRefunds(db: Db, filter: { status?: keyof typeof STORED_STATUSES }, page: { limit: number; offset: number }) {
  const where = filter.status ? inArray(refunds.status, [...STORED_STATUSES[filter.status]]) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(where)
      .orderBy(desc(sql`${refunds.status} = 'failed'`), desc(refunds.createdAt), desc(refunds.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  const paymentIds = [...new Set(rows.map((r) => r.paymentId))];
  const views = paymentIds.length === 0 ? [] : ((await paymentViews(db).where(inArray(payments.id, paymentIds))) as Row[]).map(viewOf);
  const byPayment = new Map(views.map((v) => [v.payment.id, v]));
  const viewOfRefund = (refund: RefundRow): RefundView => ({ refund, purchase: byPayment.get(refund.paymentId)?.purchase ?? null, mentee: byPayment.get(refund.paymentId)?.mentee ?? null });
  return { rows: rows.map(viewOfRefund), total: Number(total?.n ?? 0) };
}
