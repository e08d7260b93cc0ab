import { earningPendingUntil } from '@ssb/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import type { MoneyConfig } from '../../config';
import type { Db } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import { creditPapers, issuePapers, taxedShare } from '../tax';

type Entry = typeof ledgerEntries.$inferInsert;

/**
 * Appends movements to the ledger. Each carries a key naming the movement ("payment:pay_X"); writing a
 * movement again writes nothing, so every caller can be retried and confirmations can race.
 */
export async function appendLedger(db: Db, entries: Entry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(ledgerEntries).values(entries).onConflictDoNothing({ target: ledgerEntries.entryKey });
}

type SessionMoney = { id: string; mentorId: string; amountPaise: number; endsAt: Date };
type Reference = Pick<Entry, 'sessionId' | 'practiceReviewId'> & { coachId: string };
type SplitCause = 'completion' | 'cancellation' | 'review';

/** Appends movements and answers those written now (not already there), with the database's time of writing. */
async function appendLedgerNew(db: Db, entries: Entry[]): Promise<Array<{ entryKey: string; createdAt: Date }>> {
  if (entries.length === 0) return [];
  return db
    .insert(ledgerEntries)
    .values(entries)
    .onConflictDoNothing({ target: ledgerEntries.entryKey })
    .returning({ entryKey: ledgerEntries.entryKey, createdAt: ledgerEntries.createdAt });
}

/**
 * Divides `amountPaise` earned into the platform's fee, GST on the fee, what is withheld for the tax
 * authorities (TCS, TDS: rows only when there is any) and the coach's share, which stays pending until
 * `pendingUntil` (null: payable at once); and, when the fee's row is written now, the tax invoice for it in
 * the same transaction (decision 033).
 */
async function bookSplit(
  db: Db,
  money: MoneyConfig,
  key: string,
  cause: SplitCause,
  reference: Reference,
  amountPaise: number,
  pendingUntil: Date | null,
): Promise<void> {
  const share = await taxedShare(db, money, reference.coachId, amountPaise, new Date());
  const row = (suffix: string, kind: Entry['kind'], amount: number): Entry => ({
    ...reference,
    entryKey: `${key}:${suffix}`,
    kind,
    cause,
    amountPaise: amount,
  });
  const written = await appendLedgerNew(db, [
    row('fee', 'platform_fee', share.fee),
    row('gst', 'gst', share.gst.total),
    ...(share.tcs.total > 0 ? [row('tcs', 'tcs', share.tcs.total)] : []),
    ...(share.tds > 0 ? [row('tds', 'tds', share.tds)] : []),
    { ...row('earning', 'coach_earning', share.net), pendingUntil },
  ]);
  const fee = written.find((w) => w.entryKey === `${key}:fee`);
  if (!fee) return;
  const writtenKey = (suffix: string) => written.find((w) => w.entryKey === `${key}:${suffix}`)?.entryKey ?? null;
  await issuePapers(db, money, {
    feeKey: fee.entryKey,
    tcsKey: writtenKey('tcs'),
    tdsKey: writtenKey('tds'),
    bookedAt: fee.createdAt,
    cause,
    reference,
    share,
  });
}

/** How many times the session's earning was written by `cause` (a dispute can undo a completion, an admin redo it). */
async function earningCount(db: Db, sessionId: string, cause: 'completion' | 'reversal'): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.sessionId, sessionId), eq(ledgerEntries.kind, 'coach_earning'), eq(ledgerEntries.cause, cause)));
  return Number(row?.n ?? 0);
}

/**
 * A paid session completed: its payment divides into the platform fee, GST on the fee and the coach's
 * share, pending until the session's dispute window closes (`payableAtOnce`: an admin completed a
 * dispute, nothing is left to dispute). Called with the session row locked; a second call for the same
 * completion writes nothing.
 */
export async function recordCompletion(db: Db, session: SessionMoney, money: MoneyConfig, options: { payableAtOnce?: boolean } = {}): Promise<void> {
  if (session.amountPaise <= 0) return;
  const done = await earningCount(db, session.id, 'completion');
  if (done > (await earningCount(db, session.id, 'reversal'))) return;
  const pendingUntil = options.payableAtOnce ? null : earningPendingUntil(session.endsAt);
  await bookSplit(
    db,
    money,
    `completion:${session.id}:${done + 1}`,
    'completion',
    { sessionId: session.id, coachId: session.mentorId },
    session.amountPaise,
    pendingUntil,
  );
}

/**
 * A mentee cancelled late and part (or all) of the payment is kept: the kept part is the coach's
 * compensation for the time they held, divided like a completion (platform fee, GST on it, the coach's
 * share, pending until the session's dispute window would have closed). Written with the cancellation,
 * so payments less refunds always equal fee, GST and earnings.
 */
export async function recordKeptOnCancellation(db: Db, session: Omit<SessionMoney, 'amountPaise'>, keptPaise: number, money: MoneyConfig): Promise<void> {
  if (keptPaise <= 0) return;
  await bookSplit(
    db,
    money,
    `cancellation:${session.id}`,
    'cancellation',
    { sessionId: session.id, coachId: session.mentorId },
    keptPaise,
    earningPendingUntil(session.endsAt),
  );
}

/**
 * A completed session disputed: its completion's fee, GST and earning are taken back with negative rows.
 * The earning's reversal is pending exactly as long as the earning it takes back, so a pending earning and
 * its reversal net to zero in the same bucket.
 */
export async function reverseCompletion(db: Db, session: SessionMoney): Promise<void> {
  const done = await earningCount(db, session.id, 'completion');
  const undone = await earningCount(db, session.id, 'reversal');
  if (done <= undone) return;
  const latest = `completion:${session.id}:${done}:`;
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.sessionId, session.id), like(ledgerEntries.entryKey, `${latest}%`)));
  const rowOf = (suffix: string) => rows.find((r) => r.entryKey === `${latest}${suffix}`);
  const key = `reversal:${session.id}:${undone + 1}`;
  const base = { sessionId: session.id, coachId: session.mentorId, cause: 'reversal' as const };
  const back = (suffix: string, kind: Entry['kind']): Entry[] => {
    const original = rowOf(suffix);
    if (!original && suffix !== 'fee' && suffix !== 'gst' && suffix !== 'earning') return [];
    return [{ ...base, entryKey: `${key}:${suffix}`, kind, amountPaise: -(original?.amountPaise ?? 0), pendingUntil: original?.pendingUntil ?? null }];
  };
  const written = await appendLedgerNew(db, [
    ...back('fee', 'platform_fee'),
    ...back('gst', 'gst'),
    ...back('tcs', 'tcs'),
    ...back('tds', 'tds'),
    ...back('earning', 'coach_earning'),
  ]);
  const fee = written.find((w) => w.entryKey === `${key}:fee`);
  if (!fee) return;
  const withheld = ['tcs', 'tds']
    .filter((suffix) => written.some((w) => w.entryKey === `${key}:${suffix}`))
    .map((suffix) => ({ key: `${key}:${suffix}`, reverses: `${latest}${suffix}` }));
  await creditPapers(db, { feeKey: `${latest}fee`, reversalKey: fee.entryKey, bookedAt: fee.createdAt, withheld });
}

/**
 * A paid practice review was sent in time: its payment divides like a completed session's (platform fee,
 * GST on it, the reviewer's share, pending for a day after it was sent, like a session's dispute window).
 * A review is final once sent, so it is recorded once.
 */
export async function recordReviewEarning(
  db: Db,
  review: { id: string; reviewerId: string; amountPaise: number },
  money: MoneyConfig,
  sentAt: Date,
): Promise<void> {
  if (review.amountPaise <= 0) return;
  await bookSplit(
    db,
    money,
    `review:${review.id}`,
    'review',
    { practiceReviewId: review.id, coachId: review.reviewerId },
    review.amountPaise,
    earningPendingUntil(sentAt),
  );
}
