import { splitEarning } from '@ssb/domain';
import type { Db } from '../../src/db/client';
import { ledgerEntries, payouts } from '../../src/db/schema';
import { HOUR, insertSession, NOW } from '../sessions/support';

let hoursBack = 0;

/**
 * A session that took place (each one an hour earlier than the last, so no two overlap), with the
 * ledger rows its completion writes: the platform fee, GST on it and the coach's share of `amountPaise`.
 */
export async function completedSession(
  db: Db,
  coachId: string,
  menteeId: string,
  amountPaise: number,
  fields: { title?: string; completedAt?: Date; feePercent?: number } = {},
) {
  hoursBack += 2;
  const start = new Date(NOW.getTime() - hoursBack * HOUR);
  const completedAt = fields.completedAt ?? new Date(start.getTime() + HOUR);
  const session = await insertSession(db, {
    mentorId: coachId,
    menteeId,
    start,
    status: 'completed',
    completedAt,
    amountPaise,
    price: Math.round(amountPaise / 100),
    ...(fields.title ? { title: fields.title } : {}),
  });
  const split = splitEarning(amountPaise, fields.feePercent ?? 10);
  await writeSplit(db, session.id, coachId, `completion:${session.id}:1`, split, 1, completedAt);
  return { session, split };
}

/** The negative rows of a dispute upholding a no-show: the completion is taken back. */
export async function reverseCompletion(db: Db, sessionId: string, coachId: string, split: { fee: number; gst: number; net: number }) {
  await writeSplit(db, sessionId, coachId, `reversal:${sessionId}:1`, split, -1);
}

async function writeSplit(db: Db, sessionId: string, coachId: string, key: string, split: { fee: number; gst: number; net: number }, sign: 1 | -1, at?: Date) {
  const base = { sessionId, coachId, cause: sign === 1 ? ('completion' as const) : ('reversal' as const), ...(at ? { createdAt: at } : {}) };
  await db.insert(ledgerEntries).values([
    { ...base, entryKey: `${key}:fee`, kind: 'platform_fee', amountPaise: sign * split.fee },
    { ...base, entryKey: `${key}:gst`, kind: 'gst', amountPaise: sign * split.gst },
    { ...base, entryKey: `${key}:earning`, kind: 'coach_earning', amountPaise: sign * split.net },
  ]);
}

/** A payout recorded earlier, with its ledger row. */
export async function paidOut(db: Db, coachId: string, amountPaise: number, reference: string, createdAt = NOW) {
  const [payout] = await db.insert(payouts).values({ coachId, amountPaise, reference, createdAt }).returning();
  await db.insert(ledgerEntries).values({ entryKey: `payout:${payout!.id}`, kind: 'payout', cause: 'payout', amountPaise, coachId, payoutId: payout!.id, createdAt });
  return payout!;
}
