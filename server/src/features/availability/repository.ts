import type { TimeWindow } from '@ssb/domain';
import { and, asc, eq, gt, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilityWindows, sessions, users } from '../../db/schema';

export type WindowRow = typeof availabilityWindows.$inferSelect;

export async function listWindows(db: Db, coachId: string): Promise<WindowRow[]> {
  return db.select().from(availabilityWindows).where(eq(availabilityWindows.coachId, coachId)).orderBy(asc(availabilityWindows.startsAt));
}

/** Replaces all of the coach's windows with `windows` (inside the caller's transaction). */
export async function replaceWindows(tx: Db, coachId: string, windows: readonly TimeWindow[]): Promise<void> {
  await tx.delete(availabilityWindows).where(eq(availabilityWindows.coachId, coachId));
  if (windows.length > 0) {
    await tx.insert(availabilityWindows).values(windows.map((w) => ({ coachId, startsAt: w.start, endsAt: w.end })));
  }
}

/** The coach's one-off windows that overlap [start, end). */
export async function windowsOverlapping(db: Db, coachId: string, start: Date, end: Date): Promise<TimeWindow[]> {
  return db
    .select({ start: availabilityWindows.startsAt, end: availabilityWindows.endsAt })
    .from(availabilityWindows)
    .where(and(eq(availabilityWindows.coachId, coachId), lt(availabilityWindows.startsAt, end), gt(availabilityWindows.endsAt, start)));
}

/**
 * Waits until no other transaction is booking this coach (released at commit). Only bookings of coaches
 * with a buffer take it: the buffer between two sessions is not a constraint the database can check.
 */
export async function serializeBookings(tx: Db, coachId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bookings:${coachId}`}))`);
}

/**
 * Locks the coach's row for the rest of the transaction. `share` (bookings) lets bookings run side by side
 * but waits for a running availability save, which takes the row `exclusive`ly. Returns the role, or null.
 */
export async function lockCoach(db: Db, coachId: string, mode: 'share' | 'exclusive') {
  const query = db.select({ id: users.id, role: users.role, isActive: users.isActive, isVerified: users.isVerified }).from(users).where(eq(users.id, coachId));
  const [row] = await (mode === 'share' ? query.for('share') : query.for('update'));
  return row ?? null;
}

/**
 * The live (not cancelled) sessions of many coaches that end after `from`, as plain intervals per coach, in one
 * query: those each coach gives and those they booked with another coach, since nobody is in two sessions at once.
 */
export async function busyIntervalsByCoach(db: Db, coachIds: readonly string[], from: Date): Promise<Map<string, TimeWindow[]>> {
  const byCoach = new Map<string, TimeWindow[]>();
  if (coachIds.length === 0) return byCoach;
  const ids = [...coachIds];
  const rows = await db
    .select({ mentorId: sessions.mentorId, menteeId: sessions.menteeId, start: sessions.scheduledAt, end: sessions.endsAt })
    .from(sessions)
    .where(and(or(inArray(sessions.mentorId, ids), inArray(sessions.menteeId, ids)), notInArray(sessions.status, ['cancelled', 'expired']), gt(sessions.endsAt, from)));
  const wanted = new Set(ids);
  for (const row of rows) {
    for (const id of new Set([row.mentorId, row.menteeId])) {
      if (!wanted.has(id)) continue;
      const list = byCoach.get(id);
      if (list) list.push({ start: row.start, end: row.end });
      else byCoach.set(id, [{ start: row.start, end: row.end }]);
    }
  }
  return byCoach;
}
