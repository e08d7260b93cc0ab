import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewPurchaseTitle } from '@ssb/domain';
import { ledgerEntries as l, payouts, practiceAttempts, practiceReviews, practiceSets, sessions, users } from '../../db/schema';
import type { CoachSums } from './totals';

/** The ledger kinds that divide a completed session's payment; a dispute reverses them with negative rows. */
const SPLIT_KINDS = ['platform_fee', 'gst', 'coach_earning'] as const;

/** Σ amount of one kind, in paise (bigint in SQL: platform-wide sums outgrow an int). */
const sumOf = (kind: (typeof l.kind.enumValues)[number]) =>
  sql<number>`coalesce(sum(${l.amountPaise}) filter (where ${l.kind} = ${kind}), 0)::bigint`.mapWith(Number);

const sumColumns = { fee: sumOf('platform_fee'), gst: sumOf('gst'), net: sumOf('coach_earning'), paid: sumOf('payout') };
const MONEY_KINDS = [...SPLIT_KINDS, 'payout' as const];

/** One coach's sums from the ledger. Inside a payout's transaction, after the coach row is locked. */
export async function coachSums(db: Db, coachId: string): Promise<CoachSums> {
  const [row] = await db
    .select(sumColumns)
    .from(l)
    .where(and(eq(l.coachId, coachId), inArray(l.kind, MONEY_KINDS)));
  return row ?? { fee: 0, gst: 0, net: 0, paid: 0 };
}

export type BalanceRow = CoachSums & { coachId: string; firstName: string; lastName: string; email: string };

/** Every coach who ever earned, with their sums: the most owed first. */
export async function balances(db: Db): Promise<BalanceRow[]> {
  const payable = sql`${sumOf('coach_earning')} - ${sumOf('payout')}`;
  return db
    .select({ coachId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, ...sumColumns })
    .from(l)
    .innerJoin(users, eq(users.id, l.coachId))
    .where(inArray(l.kind, MONEY_KINDS))
    .groupBy(users.id)
    .having(sql`count(*) filter (where ${l.kind} = 'coach_earning') > 0`)
    .orderBy(desc(payable), users.firstName, users.lastName, users.id);
}

export type EarningLineRow = {
  purchase: 'session' | 'review';
  /** The session's id, or the practice review's. */
  sessionId: string;
  title: string;
  scheduledAt: Date;
  completedAt: Date | null;
  menteeFirstName: string;
  menteeLastName: string;
  fee: number;
  gst: number;
  net: number;
};

/**
 * The coach's sessions whose split did not net to zero (a completed session; one completed and then
 * disputed nets to zero and drops out), the latest earned first.
 */
export async function earningLines(db: Db, coachId: string): Promise<EarningLineRow[]> {
  const { fee, gst, net } = sumColumns;
  return db
    .select({
      purchase: sql<'session'>`'session'`,
      sessionId: sessions.id,
      title: sessions.title,
      scheduledAt: sessions.scheduledAt,
      completedAt: sessions.completedAt,
      menteeFirstName: users.firstName,
      menteeLastName: users.lastName,
      fee,
      gst,
      net,
    })
    .from(l)
    .innerJoin(sessions, eq(sessions.id, l.sessionId))
    .innerJoin(users, eq(users.id, sessions.menteeId))
    .where(and(eq(l.coachId, coachId), inArray(l.kind, SPLIT_KINDS)))
    .groupBy(sessions.id, users.id)
    .having(sql`${fee} <> 0 or ${gst} <> 0 or ${net} <> 0`)
    .orderBy(desc(sql`coalesce(${sessions.completedAt}, max(${l.createdAt}))`), desc(sessions.scheduledAt), sessions.id);
}

/** The coach's paid practice reviews sent in time (each earned once), the latest sent first. */
export async function reviewEarningLines(db: Db, coachId: string): Promise<EarningLineRow[]> {
  const { fee, gst, net } = sumColumns;
  const rows = await db
    .select({
      sessionId: practiceReviews.id,
      kind: practiceSets.kind,
      setTitle: practiceSets.title,
      scheduledAt: practiceReviews.requestedAt,
      completedAt: practiceReviews.submittedAt,
      menteeFirstName: users.firstName,
      menteeLastName: users.lastName,
      fee,
      gst,
      net,
    })
    .from(l)
    .innerJoin(practiceReviews, eq(practiceReviews.id, l.practiceReviewId))
    .innerJoin(practiceAttempts, eq(practiceAttempts.id, practiceReviews.attemptId))
    .innerJoin(practiceSets, eq(practiceSets.id, practiceAttempts.setId))
    .innerJoin(users, eq(users.id, practiceReviews.userId))
    .where(and(eq(l.coachId, coachId), inArray(l.kind, SPLIT_KINDS)))
    .groupBy(practiceReviews.id, practiceSets.id, users.id)
    .having(sql`${fee} <> 0 or ${gst} <> 0 or ${net} <> 0`);
  return rows.map(({ kind, setTitle, ...row }) => ({ ...row, purchase: 'review' as const, title: reviewPurchaseTitle({ kind, title: setTitle }) }));
}

export type PayoutRow = typeof payouts.$inferSelect & { coachFirstName: string; coachLastName: string };

const payoutColumns = {
  id: payouts.id,
  coachId: payouts.coachId,
  amountPaise: payouts.amountPaise,
  reference: payouts.reference,
  note: payouts.note,
  recordedBy: payouts.recordedBy,
  createdAt: payouts.createdAt,
  coachFirstName: users.firstName,
  coachLastName: users.lastName,
};

/** Payouts, newest first: one coach's, or everyone's a page at a time. */
export async function listPayouts(db: Db, filter: { coachId?: string }, page?: { limit: number; offset: number }) {
  const where = filter.coachId ? eq(payouts.coachId, filter.coachId) : undefined;
  const query = db
    .select(payoutColumns)
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.coachId))
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
  if (!page) return { rows: await query, total: null };
  const [rows, [total]] = await Promise.all([
    query.limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function payoutWithReference(db: Db, coachId: string, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.coachId, coachId), eq(payouts.reference, reference)))
    .limit(1);
  return Boolean(row);
}

/** The payout and its ledger row, in the caller's transaction. */
export async function insertPayout(db: Db, values: typeof payouts.$inferInsert): Promise<typeof payouts.$inferSelect> {
  const [payout] = await db.insert(payouts).values(values).returning();
  await db.insert(l).values({
    entryKey: `payout:${payout!.id}`,
    kind: 'payout',
    cause: 'payout',
    amountPaise: payout!.amountPaise,
    coachId: payout!.coachId,
    payoutId: payout!.id,
    createdAt: payout!.createdAt,
  });
  return payout!;
}
