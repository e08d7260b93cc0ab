import type { Schedule } from './types';

// The schedule's limits (docs/product/schedule.md). One name per number, shared by editor and server.
export const DEFAULT_COACH_TIME_ZONE = 'Asia/Kolkata';
export const MIN_NOTICE_DEFAULT_MINUTES = 12 * 60;
export const MIN_NOTICE_MAX_MINUTES = 14 * 24 * 60;
export const MIN_NOTICE_CHOICES_HOURS = [0, 1, 2, 4, 6, 12, 24, 48] as const;
export const BUFFER_CHOICES_MINUTES = [0, 10, 15, 30] as const;
export const WEEKLY_RANGES_PER_DAY_MAX = 6;
export const DAYS_OFF_MAX = 60;
/** Bookable times reach this many days ahead of now (the calendar's two weeks). */
export const SCHEDULE_HORIZON_DAYS = 14;

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** What a coach who never saved a schedule has: their one-off windows only, no notice, no buffer. */
export function noSchedule(): Schedule {
  return { timeZone: DEFAULT_COACH_TIME_ZONE, weeklyHours: [], daysOff: [], minNoticeMinutes: 0, bufferMinutes: 0 };
}

/** What the editor starts from for a coach who never saved one. */
export function newSchedule(): Schedule {
  return { timeZone: DEFAULT_COACH_TIME_ZONE, weeklyHours: [], daysOff: [], minNoticeMinutes: MIN_NOTICE_DEFAULT_MINUTES, bufferMinutes: 0 };
}

/** 'HH:MM' -> minutes after midnight. */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}
