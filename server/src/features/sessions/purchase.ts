import { AUTO_COMPLETE_AFTER_END_HOURS, MS_PER_MINUTE } from '@ssb/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../platform/errors';
import { lockCoach, scheduleRefusal } from '../availability';
import { recordCompletion, type Purchase, type PurchaseDeps, type SessionPurchases } from '../payments';
import { takesBookings } from './bookable-coach';
import { tellHoldsEnded } from './hold-notice';
import { queueMails } from './mail-queue';
import * as repo from './repository';

// A session as something bought (docs/decisions/030 "One purchase interface"): payments calls these
// through AppDeps.sessionPurchases when a payment comes in and on each pass of the money sweep.

const BATCH = 100;
/** Holds one pass expires: each tells its aspirant (a rendered mail) in the pass's transaction, which holds their rows meanwhile. */
const HOLDS_PER_PASS = 100;

/**
 * Makes an expired session scheduled again if it could be booked now: its coach still listed, its time
 * still offered (hours, days off, buffer, notice) and free. Null when not (the payment is refunded).
 */
async function rebookExpired(tx: Db, session: repo.SessionRow, now: Date): Promise<repo.SessionRow | null> {
  if (!takesBookings(await lockCoach(tx, session.mentorId, 'share'))) return null;
  if (await scheduleRefusal(tx, session.mentorId, { start: session.scheduledAt, end: session.endsAt }, now)) return null;
  try {
    return await tx.transaction(async (savepoint) => repo.updateSession(savepoint, session.id, { status: 'scheduled', holdExpiresAt: null, updatedAt: now }));
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) return null;
    throw error;
  }
}

/** A session booked once paid (its hold may have lapsed: then only if its time is still free). */
async function lockSessionPurchase(deps: PurchaseDeps, tx: Db, sessionId: string): Promise<Purchase> {
  const session = (await repo.findSession(tx, sessionId, { lock: true }))!;
  return {
    coachId: session.mentorId,
    ref: { sessionId: session.id },
    deliver: async (db, now) => {
      // Paid once its start had passed (a checkout left open, a payment authorised late): nothing left to book.
      if (session.scheduledAt.getTime() <= now.getTime()) {
        await repo.releaseHold(db, session.id, now);
        return false;
      }
      let booked: repo.SessionRow | null = null;
      if (session.status === 'pending_payment') {
        // A coach who no longer takes bookings (verification withdrawn, suspended) gets no session from a
        // payment that comes in now: the hold is released and refunded in full, as an expired one would be.
        if (!takesBookings(await lockCoach(db, session.mentorId, 'share'))) {
          await repo.releaseHold(db, session.id, now);
          return false;
        }
        // A hold past its time that nobody swept yet still holds: no one else could have taken the slot.
        booked = await repo.updateSession(db, session.id, { status: 'scheduled', holdExpiresAt: null, updatedAt: now });
      } else if (session.status === 'expired') {
        booked = await rebookExpired(db, session, now);
      }
      if (booked) await queueMails(deps, db, 'booked', booked, now);
      return booked !== null;
    },
  };
}

/**
 * Lapsed holds become `expired`, which frees their slots (the overlap guards skip expired sessions), and
 * their aspirants are told, in the same transaction: the status change returns each hold once (a capture
 * holding the row turns it `scheduled` first, and then it is not expired nor told). One statement, up to
 * HOLDS_PER_PASS holds a pass, oldest first; the rest the next pass (a booking of the same time expires
 * its lapsed holds itself meanwhile).
 */
async function expireLapsedHolds(deps: PurchaseDeps, now: Date): Promise<number> {
  const expired = await deps.db.transaction(async (tx) => {
    const lapsed = tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.status, 'pending_payment'), lte(sessions.holdExpiresAt, now)))
      .orderBy(asc(sessions.holdExpiresAt))
      .limit(HOLDS_PER_PASS)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(sessions)
      .set({ status: 'expired', expiredAt: now, updatedAt: now })
      .where(and(inArray(sessions.id, lapsed), eq(sessions.status, 'pending_payment')))
      .returning();
    await tellHoldsEnded(deps, tx, rows, now);
    return rows.length;
  });
  if (expired > 0) deps.outbox.wake();
  return expired;
}

/** Scheduled sessions 24 h past their end complete by themselves, and their coach's share becomes payable. */
async function completeEnded(deps: PurchaseDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.status, 'scheduled'), lte(sessions.endsAt, new Date(now.getTime() - AUTO_COMPLETE_AFTER_END_HOURS * 60 * MS_PER_MINUTE))))
    .limit(BATCH);
  let completed = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const row = await repo.findSession(tx, id, { lock: true });
      if (!row || row.status !== 'scheduled') return false;
      await recordCompletion(tx, row, deps.config.money);
      await repo.updateSession(tx, id, { status: 'completed', completedAt: now, updatedAt: now });
      return true;
    });
    if (done) completed += 1;
  }
  return completed;
}


export const sessionPurchases: SessionPurchases = { lock: lockSessionPurchase, expireLapsedHolds, completeEnded };
