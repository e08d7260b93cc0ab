import { BUFFER_CHOICES_MINUTES, MIN_NOTICE_CHOICES_HOURS, WEEKDAY_NAMES, type Weekday, plural } from '@ssb/domain';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { WEEKDAYS, type DraftErrors, type ScheduleDraft } from '../scheduleDraft';
import { DaysOffField } from './DaysOffField';
import { WeekdayHours } from './WeekdayHours';

/** The zones a coach may choose, with theirs first (browsers may call India's 'Asia/Calcutta'). */
function zoneChoices(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [current, ...all.filter((zone) => zone !== current)];
}

const noticeLabel = (hours: number) => (hours === 0 ? 'No notice' : hours < 24 ? plural(hours, 'hour', 'hours') : plural(hours / 24, 'day', 'days'));

/**
 * The coach's weekly hours, days off, time zone, minimum notice and buffer (docs/product/schedule.md), as
 * fields of the availability form: each message (from the server's contract) shows beside its field.
 */
export function WeeklyHoursFields({ draft, errors, onChange }: { draft: ScheduleDraft; errors: DraftErrors; onChange: (next: ScheduleDraft) => void }) {
  const setDay = (weekday: Weekday, ranges: ScheduleDraft['days'][Weekday]) => onChange({ ...draft, days: { ...draft.days, [weekday]: ranges } });
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Time zone" error={errors.timeZone} hint="Your weekly hours are in this zone.">
          <Select value={draft.timeZone} onChange={(e) => onChange({ ...draft, timeZone: e.target.value })}>
            {zoneChoices(draft.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Minimum notice" error={errors.minNoticeMinutes} hint="How soon before a session it can be booked.">
          <Select value={String(draft.minNoticeMinutes)} onChange={(e) => onChange({ ...draft, minNoticeMinutes: Number(e.target.value) })}>
            {MIN_NOTICE_CHOICES_HOURS.map((hours) => (
              <option key={hours} value={hours * 60}>
                {noticeLabel(hours)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Buffer between sessions" error={errors.bufferMinutes}>
          <Select value={String(draft.bufferMinutes)} onChange={(e) => onChange({ ...draft, bufferMinutes: Number(e.target.value) })}>
            {BUFFER_CHOICES_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0 ? 'No buffer' : `${minutes} minutes`}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <fieldset className="rounded-xl border border-slate-200 bg-white">
        <legend className="sr-only">Weekly hours</legend>
        <ul className="divide-y divide-slate-200">
          {WEEKDAYS.map((weekday) => (
            <li key={weekday}>
              <WeekdayHours
                name={WEEKDAY_NAMES[weekday - 1]!}
                ranges={draft.days[weekday]}
                onChange={(ranges) => setDay(weekday, ranges)}
                errorsFor={(i, part) => errors[`${weekday}.${i}.${part}`]}
              />
            </li>
          ))}
        </ul>
      </fieldset>

      <DaysOffField days={draft.daysOff} error={errors.daysOff} onChange={(daysOff) => onChange({ ...draft, daysOff })} />
    </div>
  );
}
