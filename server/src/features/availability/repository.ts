import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilityWindows, sessions, users } from '../../db/schema';

export type WindowRow = typeof availabilityWindows.$inferSelect;

export async function listWindows(db: Db, coachId: string): Promise<WindowRow[]> {
  return db.select().from(availabilityWindows).where(eq(availabilityWindows.coachId, coachId)).orderBy(asc(availabilityWindows.startsAt));
}

/**
 * Locks the coach's row for the rest of the transaction. `share` (bookings) lets bookings run side by side
 * but waits for a running availability save, which takes the row `exclusive`ly. Returns the role, or null.
 */
export async function lockCoach(db: Db, coachId: string, mode: 'share' | 'exclusive') {
  const query = db.select({ id: users.id, role: users.role, isActive: users.isActive }).from(users).where(eq(users.id, coachId));
  const [row] = await (mode === 'share' ? query.for('share') : query.for('update'));
  return row ?? null;
}

/** The coach's live (not cancelled) sessions overlapping [from, to), as plain intervals. */
export async function liveSessionIntervals(db: Db, coachId: string, from: Date, to: Date) {
  return db
    .select({ start: sessions.scheduledAt, end: sessions.endsAt })
    .from(sessions)
    .where(and(eq(sessions.mentorId, coachId), ne(sessions.status, 'cancelled'), lt(sessions.scheduledAt, to), gt(sessions.endsAt, from)));
}
