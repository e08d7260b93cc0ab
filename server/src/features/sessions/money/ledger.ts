import { splitEarning } from '@ssb/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ledgerEntries } from '../../../db/schema';

type Entry = typeof ledgerEntries.$inferInsert;

/**
 * Appends movements to the ledger. Each carries a key naming the movement ("payment:pay_X"); writing a
 * movement again writes nothing, so every caller can be retried and confirmations can race.
 */
export async function appendLedger(db: Db, entries: Entry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(ledgerEntries).values(entries).onConflictDoNothing({ target: ledgerEntries.entryKey });
}

type SessionMoney = { id: string; mentorId: string; amountPaise: number };
type Reference = Pick<Entry, 'sessionId' | 'practiceReviewId' | 'coachId'>;

/** The three rows dividing `amountPaise` earned: the platform's fee, GST on the fee, and the coach's share. */
function splitRows(key: string, reference: Reference, amountPaise: number, feePercent: number): Entry[] {
  const split = splitEarning(amountPaise, feePercent);
  return [
    { ...reference, entryKey: `${key}:fee`, kind: 'platform_fee', amountPaise: split.fee },
    { ...reference, entryKey: `${key}:gst`, kind: 'gst', amountPaise: split.gst },
    { ...reference, entryKey: `${key}:earning`, kind: 'coach_earning', amountPaise: split.net },
  ];
}

/** How many times the session was completed before (a dispute can undo a completion, an admin redo it). */
async function completionCount(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.sessionId} = ${sessionId} and ${ledgerEntries.entryKey} like 'completion:%:earning'`);
  return Number(row?.n ?? 0);
}

async function reversalCount(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.sessionId} = ${sessionId} and ${ledgerEntries.entryKey} like 'reversal:%:earning'`);
  return Number(row?.n ?? 0);
}

/**
 * A paid session completed: its payment divides into the platform fee, GST on the fee and the coach's
 * share, which becomes payable. Called with the session row locked; a second call for the same
 * completion writes nothing.
 */
export async function recordCompletion(db: Db, session: SessionMoney, feePercent: number): Promise<void> {
  if (session.amountPaise <= 0) return;
  const done = await completionCount(db, session.id);
  if (done > (await reversalCount(db, session.id))) return;
  await appendLedger(db, splitRows(`completion:${session.id}:${done + 1}`, { sessionId: session.id, coachId: session.mentorId }, session.amountPaise, feePercent));
}

/**
 * A mentee cancelled late and part (or all) of the payment is kept: the kept part is the coach's
 * compensation for the time they held, divided like a completion (platform fee, GST on it, the coach's
 * share). Written with the cancellation, so payments less refunds always equal fee, GST and earnings.
 */
export async function recordKeptOnCancellation(db: Db, session: Pick<SessionMoney, 'id' | 'mentorId'>, keptPaise: number, feePercent: number): Promise<void> {
  if (keptPaise <= 0) return;
  await appendLedger(db, splitRows(`cancellation:${session.id}`, { sessionId: session.id, coachId: session.mentorId }, keptPaise, feePercent));
}

/** A completed session disputed: its completion's fee, GST and earning are taken back with negative rows. */
export async function reverseCompletion(db: Db, session: SessionMoney): Promise<void> {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.sessionId, session.id));
  const done = await completionCount(db, session.id);
  const undone = await reversalCount(db, session.id);
  if (done <= undone) return;
  const latest = `completion:${session.id}:${done}:`;
  const key = `reversal:${session.id}:${undone + 1}`;
  const amountOf = (suffix: string) => rows.find((r) => r.entryKey === `${latest}${suffix}`)?.amountPaise ?? 0;
  const base = { sessionId: session.id, coachId: session.mentorId };
  await appendLedger(db, [
    { ...base, entryKey: `${key}:fee`, kind: 'platform_fee', amountPaise: -amountOf('fee') },
    { ...base, entryKey: `${key}:gst`, kind: 'gst', amountPaise: -amountOf('gst') },
    { ...base, entryKey: `${key}:earning`, kind: 'coach_earning', amountPaise: -amountOf('earning') },
  ]);
}

/**
 * A paid practice review was sent in time: its payment divides like a completed session's (platform fee,
 * GST on it, the reviewer's share). A review is final once sent, so it is recorded once.
 */
export async function recordReviewEarning(db: Db, review: { id: string; reviewerId: string; amountPaise: number }, feePercent: number): Promise<void> {
  if (review.amountPaise <= 0) return;
  await appendLedger(db, splitRows(`review:${review.id}`, { practiceReviewId: review.id, coachId: review.reviewerId }, review.amountPaise, feePercent));
}
