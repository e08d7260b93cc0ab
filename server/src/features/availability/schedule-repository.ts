import type { Schedule, ScheduleInput } from '@ssb/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachSchedules } from '../../db/schema';

export type ScheduleRow = typeof coachSchedules.$inferSelect;

export const scheduleOfRow = (row: ScheduleRow): Schedule => ({
  timeZone: row.timeZone,
  weeklyHours: row.weeklyHours,
  daysOff: row.daysOff,
  minNoticeMinutes: row.minNoticeMinutes,
  bufferMinutes: row.bufferMinutes,
});

export async function findSchedule(db: Db, coachId: string): Promise<ScheduleRow | null> {
  const [row] = await db.select().from(coachSchedules).where(eq(coachSchedules.coachId, coachId));
  return row ?? null;
}

/** The saved schedules of many coaches, by coach id (a coach without one is absent). */
export async function schedulesOf(db: Db, coachIds: readonly string[]): Promise<Map<string, ScheduleRow>> {
  if (coachIds.length === 0) return new Map();
  const rows = await db.select().from(coachSchedules).where(inArray(coachSchedules.coachId, [...coachIds]));
  return new Map(rows.map((row) => [row.coachId, row]));
}

export async function saveSchedule(tx: Db, coachId: string, input: Required<ScheduleInput> & { daysOff: string[] }, now: Date): Promise<ScheduleRow> {
  const values = {
    timeZone: input.timeZone,
    weeklyHours: input.weeklyHours.map((r) => ({ weekday: r.weekday as Schedule['weeklyHours'][number]['weekday'], start: r.start, end: r.end })),
    daysOff: input.daysOff,
    minNoticeMinutes: input.minNoticeMinutes,
    bufferMinutes: input.bufferMinutes,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(coachSchedules)
    .values({ coachId, ...values })
    .onConflictDoUpdate({ target: coachSchedules.coachId, set: values })
    .returning();
  return row!;
}
