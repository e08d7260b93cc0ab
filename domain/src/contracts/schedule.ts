import { z } from 'zod';
import { isValidTimeZone } from '../availability/zone';
import { BUFFER_CHOICES_MINUTES, DAYS_OFF_MAX, MIN_NOTICE_MAX_MINUTES, minutesOfDay, WEEKDAY_NAMES, WEEKLY_RANGES_PER_DAY_MAX } from '../schedule/rules';

export const SCHEDULE_MESSAGES = {
  time: 'Use a time like 09:30',
  endAfterStart: 'End time must be after start time',
  overlap: (day: string) => `Hours on ${day} overlap`,
  tooManyRanges: (day: string) => `At most ${WEEKLY_RANGES_PER_DAY_MAX} ranges on ${day}`,
  weekday: 'Choose a day of the week',
  timeZone: 'Choose a valid time zone',
  dayOff: 'Use a date like 2026-12-25',
  tooManyDaysOff: `At most ${DAYS_OFF_MAX} days off`,
  notice: 'Choose a minimum notice between 0 hours and 14 days',
  buffer: `Choose a buffer of ${BUFFER_CHOICES_MINUTES.join(', ')} minutes`,
  coachOnly: 'Only coaches have a schedule',
} as const;

const M = SCHEDULE_MESSAGES;
const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const time = z.string({ error: M.time }).regex(TIME, M.time);
/** What the API document says of a time zone (the server checks it against the zones it knows). */
const TIME_ZONE_PATTERN = '^[A-Za-z][A-Za-z0-9_+/-]*$';

export const weeklyHoursRangeSchema = z
  .object({
    weekday: z.number({ error: M.weekday }).int(M.weekday).min(1, M.weekday).max(7, M.weekday),
    start: time,
    end: time,
  })
  // Only once both times read right: a bad time has its own message.
  .refine((r) => !TIME.test(r.start) || !TIME.test(r.end) || minutesOfDay(r.end) > minutesOfDay(r.start), { message: M.endAfterStart, path: ['end'] });

/** PUT /coaches/{id}/schedule: the whole schedule (docs/product/schedule.md). */
export const scheduleInputSchema = z
  .object({
    timeZone: z
      .string({ error: M.timeZone })
      .max(64, M.timeZone)
      .refine(isValidTimeZone, M.timeZone)
      .meta({ pattern: TIME_ZONE_PATTERN, description: 'An IANA time zone', examples: ['Asia/Kolkata'] }),
    weeklyHours: z.array(weeklyHoursRangeSchema).max(7 * WEEKLY_RANGES_PER_DAY_MAX),
    daysOff: z
      .array(z.iso.date({ error: M.dayOff }))
      .max(DAYS_OFF_MAX, M.tooManyDaysOff)
      .transform((days) => [...new Set(days)].sort()),
    minNoticeMinutes: z.number({ error: M.notice }).int(M.notice).min(0, M.notice).max(MIN_NOTICE_MAX_MINUTES, M.notice),
    bufferMinutes: z
      .number({ error: M.buffer })
      .int(M.buffer)
      .refine((n) => (BUFFER_CHOICES_MINUTES as readonly number[]).includes(n), M.buffer)
      .meta({ enum: [...BUFFER_CHOICES_MINUTES] }),
  })
  .superRefine((schedule, ctx) => {
    for (let weekday = 1; weekday <= 7; weekday++) {
      const day = WEEKDAY_NAMES[weekday - 1]!;
      const indexed = schedule.weeklyHours.map((range, index) => ({ range, index })).filter(({ range }) => range.weekday === weekday);
      if (indexed.length > WEEKLY_RANGES_PER_DAY_MAX) {
        ctx.addIssue({ code: 'custom', message: M.tooManyRanges(day), path: ['weeklyHours', indexed.at(-1)!.index, 'start'] });
      }
      const sorted = [...indexed].sort((a, b) => minutesOfDay(a.range.start) - minutesOfDay(b.range.start));
      for (let i = 1; i < sorted.length; i++) {
        if (minutesOfDay(sorted[i]!.range.start) < minutesOfDay(sorted[i - 1]!.range.end)) {
          ctx.addIssue({ code: 'custom', message: M.overlap(day), path: ['weeklyHours', sorted[i]!.index, 'start'] });
        }
      }
    }
  });
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

/** A coach's schedule as stored (a coach who never saved one gets the editor's starting values, `saved: false`). */
export const scheduleSchema = z.object({
  timeZone: z.string(),
  weeklyHours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  daysOff: z.array(z.string()),
  minNoticeMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  saved: z.boolean(),
});
export type ScheduleDto = z.infer<typeof scheduleSchema>;
