import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { payments, refunds, sessions, users } from '../../../db/schema';

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
    menteeId: sessions.menteeId,
  },
  coach: { firstName: coach.firstName, lastName: coach.lastName },
  mentee: { firstName: mentee.firstName, lastName: mentee.lastName, email: mentee.email },
};

/** A payment with its session and the names (and the mentee's email) its screens show. */
export type PaymentView = {
  payment: PaymentRow;
  session: { id: string; title: string; scheduledAt: Date; status: (typeof sessions.$inferSelect)['status']; duration: number; sessionType: string; menteeId: string };
  coach: { firstName: string; lastName: string };
  mentee: { firstName: string; lastName: string; email: string };
};

const paymentViews = (db: Db) =>
  db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(sessions, eq(sessions.id, payments.sessionId))
    .innerJoin(coach, eq(coach.id, sessions.mentorId))
    .innerJoin(mentee, eq(mentee.id, sessions.menteeId));

/** Payments newest first: one mentee's (by their sessions), or everyone's. */
export async function listPayments(db: Db, filter: { menteeId?: string }, page: { limit: number; offset: number }) {
  const where: SQL | undefined = filter.menteeId ? eq(sessions.menteeId, filter.menteeId) : undefined;
  const [rows, [total]] = await Promise.all([
    paymentViews(db).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(payments).innerJoin(sessions, eq(sessions.id, payments.sessionId)).where(where),
  ]);
  return { rows: rows as PaymentView[], total: Number(total?.n ?? 0) };
}

export async function findPayment(db: Db, id: string): Promise<PaymentView | null> {
  const [row] = await paymentViews(db).where(eq(payments.id, id)).limit(1);
  return (row as PaymentView | undefined) ?? null;
}

/** The refunds of each payment, oldest first. */
export async function refundsByPayment(db: Db, paymentIds: string[]): Promise<Map<string, RefundRow[]>> {
  const byPayment = new Map<string, RefundRow[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const row of rows) byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row]);
  return byPayment;
}

/** The API's refund statuses, as stored: 'initiated' covers a refund not yet accepted by the gateway. */
const STORED_STATUSES = {
  initiated: ['pending', 'initiated'],
  processed: ['processed'],
  failed: ['failed'],
} as const satisfies Record<string, readonly RefundRow['status'][]>;

export type RefundView = { refund: RefundRow; sessionTitle: string; menteeFirstName: string; menteeLastName: string };

/** Refunds for the admins: failed ones first (they need a person), then newest first. */
export async function listRefunds(db: Db, filter: { status?: keyof typeof STORED_STATUSES }, page: { limit: number; offset: number }) {
  const where = filter.status ? inArray(refunds.status, [...STORED_STATUSES[filter.status]]) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ refund: refunds, sessionTitle: sessions.title, menteeFirstName: users.firstName, menteeLastName: users.lastName })
      .from(refunds)
      .innerJoin(sessions, eq(sessions.id, refunds.sessionId))
      .innerJoin(users, eq(users.id, sessions.menteeId))
      .where(where)
      .orderBy(desc(sql`${refunds.status} = 'failed'`), desc(refunds.createdAt), desc(refunds.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return { rows: rows as RefundView[], total: Number(total?.n ?? 0) };
}
