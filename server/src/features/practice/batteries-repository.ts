import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practiceAttempts, practiceBatteries, practiceSets } from '../../db/schema';

export type BatteryRow = typeof practiceBatteries.$inferSelect;

export async function insertBattery(db: Db, values: typeof practiceBatteries.$inferInsert): Promise<BatteryRow> {
  const [row] = await db.insert(practiceBatteries).values(values).returning();
  return row!;
}

/** A board day, locked for update when `forUpdate` ("I'm ready" and stopping take turns). */
export async function findBattery(db: Db, id: string, forUpdate = false): Promise<BatteryRow | null> {
  const query = db.select().from(practiceBatteries).where(eq(practiceBatteries.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function batteriesOf(db: Db, userId: string): Promise<BatteryRow[]> {
  return db.select().from(practiceBatteries).where(eq(practiceBatteries.userId, userId)).orderBy(desc(practiceBatteries.startedAt));
}

export async function endBattery(db: Db, id: string, endedAt: Date): Promise<BatteryRow> {
  const [row] = await db.update(practiceBatteries).set({ endedAt }).where(eq(practiceBatteries.id, id)).returning();
  return row!;
}

/** The attempts of board days, each with its step. */
export async function stepAttempts(db: Db, batteryIds: string[]) {
  if (batteryIds.length === 0) return [];
  return db.select().from(practiceAttempts).where(inArray(practiceAttempts.batteryId, batteryIds)).orderBy(asc(practiceAttempts.batteryStep));
}

/** The titles of the sets a board day was given. */
export async function setTitles(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.select({ id: practiceSets.id, title: practiceSets.title }).from(practiceSets).where(and(inArray(practiceSets.id, ids)));
  return new Map(rows.map((r) => [r.id, r.title]));
}

export async function endAttempt(db: Db, id: string, endedAt: Date): Promise<void> {
  await db.update(practiceAttempts).set({ endedAt }).where(eq(practiceAttempts.id, id));
}
