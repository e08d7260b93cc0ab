import { BUFFER_CHOICES_MINUTES, MIN_NOTICE_CHOICES_HOURS, WEEKDAY_NAMES, type Weekday, plural } from '@ssb/domain';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSaveSchedule, useSchedule } from '../api';
import { checkDraft, draftOf, sameDraft, WEEKDAYS, type DraftErrors, type ScheduleDraft } from '../scheduleDraft';
import { DaysOffField } from './DaysOffField';
import { WeekdayHours } from './WeekdayHours';

/** The zones a coach may choose, with theirs first (browsers may call India's 'Asia/Calcutta'). */
function zoneChoices(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [current, ...all.filter((zone) => zone !== current)];
}

const noticeLabel = (hours: number) => (hours === 0 ? 'No notice' : hours < 24 ? plural(hours, 'hour', 'hours') : plural(hours / 24, 'day', 'days'));

/**
 * The coach's weekly hours, days off, minimum notice and buffer (docs/product/schedule.md). Checked
 * with the server's contract before sending; each message shows beside its field.
 */
export function WeeklyScheduleEditor({ coachId, onDirtyChange }: { coachId: string; onDirtyChange?: (dirty: boolean) => void }) {
  const schedule = useSchedule(coachId);
  const save = useSaveSchedule(coachId);
  const [saved, setSaved] = useState<ScheduleDraft | null>(null);
  const [draft, setDraft] = useState<ScheduleDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  // The schedule from the server becomes the draft, unless the coach is in the middle of editing.
  if (schedule.data) {
    const fresh = draftOf(schedule.data);
    if (!saved || !sameDraft(saved, fresh)) {
      if (!draft || (saved && sameDraft(draft, saved))) setDraft(fresh);
      setSaved(fresh);
    }
  }
  const dirty = draft !== null && saved !== null && !sameDraft(draft, saved);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  if (schedule.isPending) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (schedule.isError || !draft) {
    return <ErrorState title="Your schedule could not be loaded" message="Check your connection and try again." onRetry={() => void schedule.refetch()} />;
  }

  const change = (next: ScheduleDraft) => {
    setDraft(next);
    setServerError(null);
    // Messages follow the draft as it is fixed, but a new mistake waits for Save.
    if (Object.keys(errors).length > 0) {
      const result = checkDraft(next);
      setErrors(result.ok ? {} : Object.fromEntries(Object.entries(result.errors).filter(([key]) => key in errors)));
    }
  };
  const setDay = (weekday: Weekday, ranges: ScheduleDraft['days'][Weekday]) => change({ ...draft, days: { ...draft.days, [weekday]: ranges } });

  const submit = async () => {
    const result = checkDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(result.input);
      notify('success', 'Schedule saved');
    } catch (error) {
      setServerError(isApiError(error) ? error.message : 'Could not save your schedule');
    }
  };

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Time zone" error={errors.timeZone} hint="Your weekly hours are in this zone.">
          <Select value={draft.timeZone} onChange={(e) => change({ ...draft, timeZone: e.target.value })}>
            {zoneChoices(draft.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Minimum notice" error={errors.minNoticeMinutes} hint="How soon before a session it can be booked.">
          <Select value={String(draft.minNoticeMinutes)} onChange={(e) => change({ ...draft, minNoticeMinutes: Number(e.target.value) })}>
            {MIN_NOTICE_CHOICES_HOURS.map((hours) => (
              <option key={hours} value={hours * 60}>
                {noticeLabel(hours)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Buffer between sessions" error={errors.bufferMinutes}>
          <Select value={String(draft.bufferMinutes)} onChange={(e) => change({ ...draft, bufferMinutes: Number(e.target.value) })}>
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
              <WeekdayHours name={WEEKDAY_NAMES[weekday - 1]!} ranges={draft.days[weekday]} onChange={(ranges) => setDay(weekday, ranges)} errorsFor={(i, part) => errors[`${weekday}.${i}.${part}`]} />
            </li>
          ))}
        </ul>
      </fieldset>

      <DaysOffField days={draft.daysOff} error={errors.daysOff} onChange={(daysOff) => change({ ...draft, daysOff })} />

      {serverError && (
        <Alert tone="danger" title="Not saved">
          {serverError}
        </Alert>
      )}
      <div className="flex items-center justify-end gap-3">
        {dirty && <Badge tone="warning">Unsaved changes</Badge>}
        <Button type="submit" busy={save.isPending} busyLabel="Saving…" disabled={!dirty && !save.isPending}>
          Save schedule
        </Button>
      </div>
    </form>
  );
}
