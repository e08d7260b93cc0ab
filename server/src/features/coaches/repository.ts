import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilityWindows, sessionTypes, users } from '../../db/schema';

export type CoachRow = typeof users.$inferSelect;
export type WindowRow = typeof availabilityWindows.$inferSelect;
export type SessionTypeRow = typeof sessionTypes.$inferSelect;

export const activeMentor = and(eq(users.role, 'mentor'), eq(users.isActive, true));

export async function listActiveCoaches(db: Db): Promise<CoachRow[]> {
  return db.select().from(users).where(activeMentor).orderBy(asc(users.firstName), asc(users.lastName));
}

/** Windows and session types of many coaches in two queries, grouped by coach id. */
export async function loadCoachExtras(db: Db, coachIds: string[]) {
  const windows = new Map<string, WindowRow[]>();
  const types = new Map<string, SessionTypeRow[]>();
  if (coachIds.length === 0) return { windows, types };
  const [windowRows, typeRows] = await Promise.all([
    db.select().from(availabilityWindows).where(inArray(availabilityWindows.coachId, coachIds)).orderBy(asc(availabilityWindows.startsAt)),
    db.select().from(sessionTypes).where(inArray(sessionTypes.coachId, coachIds)).orderBy(asc(sessionTypes.position)),
  ]);
  for (const w of windowRows) windows.set(w.coachId, [...(windows.get(w.coachId) ?? []), w]);
  for (const t of typeRows) types.set(t.coachId, [...(types.get(t.coachId) ?? []), t]);
  return { windows, types };
}
