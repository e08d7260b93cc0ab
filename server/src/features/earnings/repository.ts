import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewPurchaseTitle, type BatteryStage, type PracticeTestKind } from '@ssb/domain';
import { invoices, ledgerEntries as l, payouts, practiceAttempts, practiceBatteries, practiceReviews, practiceSets, sessions, transfers, users } from '../../db/schema';

/** The ledger kinds that divide a completed session's payment; a dispute reverses them with negative rows. */
const SPLIT_KINDS = ['platform_fee', 'gst', 'tcs', 'tds', 'coach_earning'] as const;

/** Σ amount of one kind, in paise (bigint in SQL: platform-wide sums outgrow an int). */
const sumOf = (kind: (typeof l.kind.enumValues)[number]) =>
  sql<number>`coalesce(sum(${l.amountPaise}) filter (where ${l.kind} = ${kind}), 0)::bigint`.mapWith(Number);

const splitColumns = { fee: sumOf('platform_fee'), gst: sumOf('gst'), tcs: sumOf('tcs'), tds: sumOf('tds'), net: sumOf('coach_earning') };

/**
 * The purchase's share still in its dispute window at `now` (pending exactly when `pending_until` has not
 * passed, as in payments/balance.ts), and the latest instant it becomes payable.
 */
const pendingColumns = (now: Date) => {
  const pendingAt = sql`${l.kind} = 'coach_earning' and ${l.pendingUntil} >= ${now.toISOString()}::timestamptz`;
  return {
    pending: sql<number>`coalesce(sum(${l.amountPaise}) filter (where ${pendingAt}), 0)::bigint`.mapWith(Number),
    pendingUntil: sql<string | null>`max(${l.pendingUntil}) filter (where ${pendingAt})`,
  };
};

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
  tcs: number;
  tds: number;
  net: number;
  /** Of `net`, what is still pending, and until when (ISO from SQL). */
  pending: number;
  pendingUntil: string | null;
};

/**
 * The coach's sessions whose split did not net to zero (a completed session; one completed and then
 * disputed nets to zero and drops out), the latest earned first.
 */
export async function earningLines(db: Db, coachId: string, now: Date): Promise<EarningLineRow[]> {
  const { fee, gst, tcs, tds, net } = splitColumns;
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
      tcs,
      tds,
      net,
      ...pendingColumns(now),
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
export async function reviewEarningLines(db: Db, coachId: string, now: Date): Promise<EarningLineRow[]> {
  const { fee, gst, tcs, tds, net } = splitColumns;
  const rows = await db
    .select({
      sessionId: practiceReviews.id,
      kind: practiceSets.kind,
      setTitle: practiceSets.title,
      stage: practiceBatteries.stage,
      scheduledAt: practiceReviews.requestedAt,
      completedAt: practiceReviews.submittedAt,
      menteeFirstName: users.firstName,
      menteeLastName: users.lastName,
      fee,
      gst,
      tcs,
      tds,
      net,
      ...pendingColumns(now),
    })
    .from(l)
    .innerJoin(practiceReviews, eq(practiceReviews.id, l.practiceReviewId))
    // A review is of one attempt (its set names it) or of a board day (its stage does).
    .leftJoin(practiceAttempts, eq(practiceAttempts.id, practiceReviews.attemptId))
    .leftJoin(practiceSets, eq(practiceSets.id, practiceAttempts.setId))
    .leftJoin(practiceBatteries, eq(practiceBatteries.id, practiceReviews.batteryId))
    .innerJoin(users, eq(users.id, practiceReviews.userId))
    .where(and(eq(l.coachId, coachId), inArray(l.kind, SPLIT_KINDS)))
    .groupBy(practiceReviews.id, practiceSets.id, practiceBatteries.id, users.id)
    .having(sql`${fee} <> 0 or ${gst} <> 0 or ${net} <> 0`);
  return rows.map(({ kind, setTitle, stage, ...row }) => ({ ...row, purchase: 'review' as const, title: reviewPurchaseTitle(reviewSubject(kind, setTitle, stage)) }));
}

/** What a review bought is named by: its board day's stage, or its one attempt's set (null: gone). */
const reviewSubject = (kind: PracticeTestKind | null, title: string | null, stage: BatteryStage | null) =>
  stage ? { stage } : kind && title !== null ? { kind, title } : null;

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

/** Titles of the sessions and practice reviews money moved for, by id. */
export async function purchaseTitles(db: Db, ids: { sessionIds: string[]; reviewIds: string[] }): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const [sessionRows, reviewRows] = await Promise.all([
    ids.sessionIds.length ? db.select({ id: sessions.id, title: sessions.title }).from(sessions).where(inArray(sessions.id, ids.sessionIds)) : [],
    ids.reviewIds.length
      ? db
          .select({ id: practiceReviews.id, kind: practiceSets.kind, title: practiceSets.title, stage: practiceBatteries.stage })
          .from(practiceReviews)
          .leftJoin(practiceAttempts, eq(practiceAttempts.id, practiceReviews.attemptId))
          .leftJoin(practiceSets, eq(practiceSets.id, practiceAttempts.setId))
          .leftJoin(practiceBatteries, eq(practiceBatteries.id, practiceReviews.batteryId))
          .where(inArray(practiceReviews.id, ids.reviewIds))
      : [],
  ]);
  for (const row of sessionRows) titles.set(row.id, row.title);
  for (const row of reviewRows) titles.set(row.id, reviewPurchaseTitle(reviewSubject(row.kind, row.title, row.stage)));
  return titles;
}

export type TransferRow = typeof transfers.$inferSelect & { coachFirstName: string; coachLastName: string };

const transferColumns = { ...getTableColumns(transfers), coachFirstName: users.firstName, coachLastName: users.lastName };

/** Transfers, newest first: one coach's (the latest `limit`), or everyone's a page at a time. */
export async function listTransfers(db: Db, filter: { coachId?: string }, page: { limit: number; offset: number }) {
  const where = filter.coachId ? eq(transfers.coachId, filter.coachId) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(transferColumns)
      .from(transfers)
      .innerJoin(users, eq(users.id, transfers.coachId))
      .where(where)
      .orderBy(desc(transfers.createdAt), desc(transfers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(transfers).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The transfers made from the coach's purchases, for their earning lines. */
export async function transfersOfPurchases(db: Db, coachId: string) {
  return db
    .select({
      sessionId: transfers.sessionId,
      practiceReviewId: transfers.practiceReviewId,
      status: transfers.status,
      amountPaise: transfers.amountPaise,
      reversedPaise: transfers.reversedPaise,
      releasedPaise: transfers.releasedPaise,
    })
    .from(transfers)
    .where(eq(transfers.coachId, coachId));
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const BALANCE_KINDS = ['coach_earning', 'payout', 'transfer'] as const;

/** The coach's balance as a statement counts it: every share earned less what left for them, before `before`. */
export async function balanceBefore(db: Db, coachId: string, before: Date): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(case when ${l.kind} = 'coach_earning' then ${l.amountPaise} else -${l.amountPaise} end), 0)::bigint`.mapWith(Number) })
    .from(l)
    .where(and(eq(l.coachId, coachId), inArray(l.kind, BALANCE_KINDS), sql`${l.createdAt} < ${at(before)}`));
  return row?.balance ?? 0;
}

/** Of what the coach earned before `before`, the part still in its dispute window at `cut`. */
export async function pendingAt(db: Db, coachId: string, before: Date, cut: Date): Promise<number> {
  const [row] = await db
    .select({ pending: sql<number>`coalesce(sum(${l.amountPaise}), 0)::bigint`.mapWith(Number) })
    .from(l)
    .where(and(eq(l.coachId, coachId), eq(l.kind, 'coach_earning'), sql`${l.createdAt} < ${at(before)} and ${l.pendingUntil} >= ${at(cut)}`));
  return row?.pending ?? 0;
}

/**
 * The month's splits of the coach's purchases, one per movement (a completion, a late cancellation's kept
 * part, a review sent, a reversal): its ledger rows share the key up to the last ':' ('completion:<id>:1').
 */
export async function splitsBetween(db: Db, coachId: string, from: Date, to: Date) {
  const movement = sql<string>`regexp_replace(${l.entryKey}, ':[^:]+$', '')`;
  const { fee, gst, tcs, tds, net } = splitColumns;
  return db
    .select({
      movement,
      at: sql<string>`min(${l.createdAt})`,
      cause: sql<string>`min(${l.cause})`,
      sessionId: sql<string | null>`min(${l.sessionId}::text)`,
      practiceReviewId: sql<string | null>`min(${l.practiceReviewId}::text)`,
      fee,
      gst,
      tcs,
      tds,
      net,
      pendingUntil: sql<string | null>`max(${l.pendingUntil})`,
    })
    .from(l)
    .where(and(eq(l.coachId, coachId), inArray(l.kind, SPLIT_KINDS), sql`${l.createdAt} >= ${at(from)} and ${l.createdAt} < ${at(to)}`))
    .groupBy(movement)
    .orderBy(sql`min(${l.createdAt})`, movement);
}

/** The month's payouts and transfers of the coach (a transfer that failed after release comes back negative). */
export async function moneyOutBetween(db: Db, coachId: string, from: Date, to: Date) {
  return db
    .select({
      at: l.createdAt,
      kind: l.kind,
      amountPaise: l.amountPaise,
      sessionId: l.sessionId,
      practiceReviewId: l.practiceReviewId,
      reference: payouts.reference,
    })
    .from(l)
    .leftJoin(payouts, eq(payouts.id, l.payoutId))
    .where(and(eq(l.coachId, coachId), inArray(l.kind, ['payout', 'transfer']), sql`${l.createdAt} >= ${at(from)} and ${l.createdAt} < ${at(to)}`))
    .orderBy(l.createdAt, l.id);
}

export async function userNames(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, ids));
}

/** The platform's papers for the given movements, by movement: a movement's fee row ('<movement>:fee') is the paper's key. */
export async function papersOfMovements(db: Db, coachId: string, movements: string[]) {
  const papers = new Map<string, { id: string; number: string; documentType: (typeof invoices.documentType.enumValues)[number] }>();
  if (movements.length === 0) return papers;
  const rows = await db
    .select({ id: invoices.id, number: invoices.number, documentType: invoices.documentType, ledgerKey: invoices.ledgerKey })
    .from(invoices)
    .where(and(eq(invoices.coachId, coachId), inArray(invoices.ledgerKey, movements.map((m) => `${m}:fee`))));
  for (const { ledgerKey, ...paper } of rows) papers.set(ledgerKey.slice(0, -':fee'.length), paper);
  return papers;
}
