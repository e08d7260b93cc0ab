import { earningPendingUntil, splitEarning } from '@ssb/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries } from '../../db/schema';

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
type Reference = Pick<Entry, 'sessionId' | 'practiceReviewId' | 'coachId'>;
type SplitCause = 'completion' | 'cancellation' | 'review';

/**
 * The three rows dividing `amountPaise` earned: the platform's fee, GST on the fee, and the coach's share,
 * which stays pending until `pendingUntil` (null: payable at once).
 */
function splitRows(key: string, cause: SplitCause, reference: Reference, amountPaise: number, feePercent: number, pendingUntil: Date | null): Entry[] {
  const split = splitEarning(amountPaise, feePercent);
  return [
    { ...reference, entryKey: `${key}:fee`, kind: 'platform_fee', cause, amountPaise: split.fee },
    { ...reference, entryKey: `${key}:gst`, kind: 'gst', cause, amountPaise: split.gst },
    { ...reference, entryKey: `${key}:earning`, kind: 'coach_earning', cause, amountPaise: split.net, pendingUntil },
  ];
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
export async function recordCompletion(db: Db, session: SessionMoney, feePercent: number, options: { payableAtOnce?: boolean } = {}): Promise<void> {
  if (session.amountPaise <= 0) return;
  const done = await earningCount(db, session.id, 'completion');
  if (done > (await earningCount(db, session.id, 'reversal'))) return;
  const pendingUntil = options.payableAtOnce ? null : earningPendingUntil(session.endsAt);
  await appendLedger(db, splitRows(`completion:${session.id}:${done + 1}`, 'completion', { sessionId: session.id, coachId: session.mentorId }, session.amountPaise, feePercent, pendingUntil));
}

/**
 * A mentee cancelled late and part (or all) of the payment is kept: the kept part is the coach's
 * compensation for the time they held, divided like a completion (platform fee, GST on it, the coach's
 * share, pending until the session's dispute window would have closed). Written with the cancellation,
 * so payments less refunds always equal fee, GST and earnings.
 */
export async function recordKeptOnCancellation(db: Db, session: Omit<SessionMoney, 'amountPaise'>, keptPaise: number, feePercent: number): Promise<void> {
  if (keptPaise <= 0) return;
  await appendLedger(db, splitRows(`cancellation:${session.id}`, 'cancellation', { sessionId: session.id, coachId: session.mentorId }, keptPaise, feePercent, earningPendingUntil(session.endsAt)));
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
  const rows = await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.sessionId, session.id), like(ledgerEntries.entryKey, `${latest}%`)));
  const rowOf = (suffix: string) => rows.find((r) => r.entryKey === `${latest}${suffix}`);
  const key = `reversal:${session.id}:${undone + 1}`;
  const base = { sessionId: session.id, coachId: session.mentorId, cause: 'reversal' as const };
  await appendLedger(db, [
    { ...base, entryKey: `${key}:fee`, kind: 'platform_fee', amountPaise: -(rowOf('fee')?.amountPaise ?? 0) },
    { ...base, entryKey: `${key}:gst`, kind: 'gst', amountPaise: -(rowOf('gst')?.amountPaise ?? 0) },
    { ...base, entryKey: `${key}:earning`, kind: 'coach_earning', amountPaise: -(rowOf('earning')?.amountPaise ?? 0), pendingUntil: rowOf('earning')?.pendingUntil ?? null },
  ]);
}

/**
 * A paid practice review was sent in time: its payment divides like a completed session's (platform fee,
 * GST on it, the reviewer's share, pending for a day after it was sent, like a session's dispute window).
 * A review is final once sent, so it is recorded once.
 */
export async function recordReviewEarning(db: Db, review: { id: string; reviewerId: string; amountPaise: number }, feePercent: number, sentAt: Date): Promise<void> {
  if (review.amountPaise <= 0) return;
  await appendLedger(db, splitRows(`review:${review.id}`, 'review', { practiceReviewId: review.id, coachId: review.reviewerId }, review.amountPaise, feePercent, earningPendingUntil(sentAt)));
}
