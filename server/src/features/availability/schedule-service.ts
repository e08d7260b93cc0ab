import {
  bookingRefusal,
  COACH_NOT_FOUND,
  MS_PER_MINUTE,
  newSchedule,
  noSchedule,
  SCHEDULE_MESSAGES,
  type BookingRefusal,
  type Schedule,
  type ScheduleDto,
  type scheduleInputSchema,
  type TimeWindow,
} from '@ssb/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../platform/auth';
import { Forbidden, Invalid, NotFound } from '../../platform/errors';
import { busyIntervalsByCoach, lockCoach, serializeBookings, windowsOverlapping } from './repository';
import * as repo from './schedule-repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** Coaches edit their own schedule; admins any coach's (docs/product/schedule.md). */
function mayEdit(caller: CurrentUser, coachId: string): void {
  if (caller.role !== 'admin' && caller.id !== coachId) throw new Forbidden('You can only change your own schedule');
}

const present = (schedule: Schedule, saved: boolean): ScheduleDto => ({ ...schedule, weeklyHours: [...schedule.weeklyHours], daysOff: [...schedule.daysOff], saved });

/** GET /coaches/{id}/schedule: the saved schedule, or the editor's starting values. */
export async function getSchedule({ db }: Deps, caller: CurrentUser, coachId: string): Promise<ScheduleDto> {
  mayEdit(caller, coachId);
  const row = await repo.findSchedule(db, coachId);
  return row ? present(repo.scheduleOfRow(row), true) : present(newSchedule(), false);
}

/**
 * PUT /coaches/{id}/schedule: replaces the whole schedule. Holds the coach's row exclusively, as an
 * availability save does, so no booking checks the schedule while it changes.
 */
export async function saveSchedule(deps: Deps, caller: CurrentUser, coachId: string, input: z.output<typeof scheduleInputSchema>): Promise<ScheduleDto> {
  mayEdit(caller, coachId);
  const row = await deps.db.transaction(async (tx) => {
    const coach = await lockCoach(tx, coachId, 'exclusive');
    if (!coach) throw new NotFound(COACH_NOT_FOUND);
    if (coach.role !== 'mentor') throw new Invalid(SCHEDULE_MESSAGES.coachOnly);
    return repo.saveSchedule(tx, coachId, input, deps.now());
  });
  return present(repo.scheduleOfRow(row), true);
}

/** The schedule bookings and the calendar follow: the saved one, or none (one-off windows only). */
export async function scheduleFor(db: Db, coachId: string): Promise<Schedule> {
  const row = await repo.findSchedule(db, coachId);
  return row ? repo.scheduleOfRow(row) : noSchedule();
}

/** The same for many coaches at once. */
export async function schedulesFor(db: Db, coachIds: readonly string[]): Promise<Map<string, Schedule>> {
  const rows = await repo.schedulesOf(db, coachIds);
  return new Map(coachIds.map((id) => [id, rows.has(id) ? repo.scheduleOfRow(rows.get(id)!) : noSchedule()]));
}

/**
 * Why the coach's schedule refuses the session, or null (docs/product/schedule.md "Booking"). Runs in
 * the booking's transaction, which already holds the coach's row, so the schedule cannot change meanwhile.
 */
export async function scheduleRefusal(tx: Db, coachId: string, session: TimeWindow, now: Date, moving?: TimeWindow): Promise<BookingRefusal | null> {
  const schedule = await scheduleFor(tx, coachId);
  // The day around it too: a one-off window joined to the weekly hours moves the joined window's slot grid.
  const day = 24 * 60 * MS_PER_MINUTE;
  const oneOffs = await windowsOverlapping(tx, coachId, new Date(session.start.getTime() - day), new Date(session.end.getTime() + day));
  let busy: TimeWindow[] = [];
  if (schedule.bufferMinutes > 0) {
    await serializeBookings(tx, coachId);
    const from = new Date(session.start.getTime() - schedule.bufferMinutes * MS_PER_MINUTE);
    const isMoving = (b: TimeWindow) => moving !== undefined && b.start.getTime() === moving.start.getTime() && b.end.getTime() === moving.end.getTime();
    busy = ((await busyIntervalsByCoach(tx, [coachId], from)).get(coachId) ?? []).filter((b) => !isMoving(b));
  }
  return bookingRefusal(schedule, oneOffs, busy, now, session);
}
