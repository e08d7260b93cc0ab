import { scheduleInputSchema, type ScheduleDto, type ScheduleInput, type Weekday } from '@ssb/domain';

export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

export interface HoursRange {
  start: string;
  end: string;
}

/** The weekly schedule as the editor holds it: ranges grouped by weekday. */
export interface ScheduleDraft {
  timeZone: string;
  days: Record<Weekday, HoursRange[]>;
  daysOff: string[];
  minNoticeMinutes: number;
  bufferMinutes: number;
}

/** Error messages by field: 'timeZone', 'daysOff', '<weekday>.<index>.start' or '.end'. */
export type DraftErrors = Record<string, string>;

export function draftOf(schedule: ScheduleDto): ScheduleDraft {
  const days = Object.fromEntries(WEEKDAYS.map((d) => [d, [] as HoursRange[]])) as Record<Weekday, HoursRange[]>;
  for (const r of schedule.weeklyHours) days[r.weekday as Weekday]?.push({ start: r.start, end: r.end });
  return { timeZone: schedule.timeZone, days, daysOff: [...schedule.daysOff], minNoticeMinutes: schedule.minNoticeMinutes, bufferMinutes: schedule.bufferMinutes };
}

/** What is sent, with where each weekly range came from (to put a message beside it). */
function inputOf(draft: ScheduleDraft): { input: ScheduleInput; origin: string[] } {
  const origin: string[] = [];
  const weeklyHours = WEEKDAYS.flatMap((weekday) =>
    draft.days[weekday].map((range, index) => {
      origin.push(`${weekday}.${index}`);
      return { weekday, ...range };
    }),
  );
  return { input: { timeZone: draft.timeZone, weeklyHours, daysOff: draft.daysOff, minNoticeMinutes: draft.minNoticeMinutes, bufferMinutes: draft.bufferMinutes }, origin };
}

/** The draft checked by the server's own contract: the payload, or the messages by field. */
export function checkDraft(draft: ScheduleDraft): { ok: true; input: ScheduleInput } | { ok: false; errors: DraftErrors } {
  const { input, origin } = inputOf(draft);
  const result = scheduleInputSchema.safeParse(input);
  if (result.success) return { ok: true, input };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const [field, index, part] = issue.path;
    const key = field === 'weeklyHours' && typeof index === 'number' ? `${origin[index]}.${String(part ?? 'start')}` : String(field);
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

export const sameDraft = (a: ScheduleDraft, b: ScheduleDraft) => JSON.stringify(inputOf(a).input) === JSON.stringify(inputOf(b).input);
