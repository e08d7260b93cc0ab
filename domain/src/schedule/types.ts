/** Monday 1 … Sunday 7 (ISO weekdays), in the coach's own zone. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One range of weekly hours: 'HH:MM' wall-clock times in the coach's zone, end after start. */
export interface WeeklyHoursRange {
  weekday: Weekday;
  start: string;
  end: string;
}

/** A coach's schedule as the expansion reads it (docs/product/schedule.md). */
export interface Schedule {
  timeZone: string;
  weeklyHours: readonly WeeklyHoursRange[];
  /** 'YYYY-MM-DD' dates in the coach's zone with no weekly hours. */
  daysOff: readonly string[];
  minNoticeMinutes: number;
  bufferMinutes: number;
}
