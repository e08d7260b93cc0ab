import { normalizeWindows, toWindowString, type TimeWindow } from '@ssb/domain';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useUpdateProfile } from '../../users/api';
import { useSaveSchedule, useSchedule } from '../api';
import { checkDraft, draftOf, sameDraft, type DraftErrors, type ScheduleDraft } from '../scheduleDraft';
import { ExtraHoursFields, toWindows } from './ExtraHoursFields';
import { WeeklyHoursFields } from './WeeklyHoursFields';

export const AVAILABILITY_NOT_SAVED = 'Could not save your availability';

const windowKey = (list: readonly TimeWindow[]) =>
  normalizeWindows([...list])
    .map(toWindowString)
    .join(',');

export interface AvailabilityFormProps {
  coachId: string;
  /** The coach's stored one-off windows (their profile's `availability`). */
  windows: readonly unknown[];
  /** Told whether there are unsaved changes (the page asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
  /** For tests; the real clock otherwise. */
  now?: () => Date;
  timeZone?: string;
}

/**
 * /dashboard/availability's one form (docs/product/schedule.md "What a coach sets"): weekly hours, time
 * zone, notice, buffer, days off and extra hours on a date, with one Save. The schedule is checked with
 * the server's contract before anything is sent; then what changed is saved (the schedule, then the
 * extra hours), and a refusal keeps everything typed.
 */
export function AvailabilityForm({ coachId, windows, onDirtyChange, now, timeZone }: AvailabilityFormProps) {
  const schedule = useSchedule(coachId);
  const saveSchedule = useSaveSchedule(coachId);
  const saveWindows = useUpdateProfile();
  const [saved, setSaved] = useState<ScheduleDraft | null>(null);
  const [draft, setDraft] = useState<ScheduleDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const storedWindows = useMemo(() => toWindows(windows), [windows]);
  const [savedWindows, setSavedWindows] = useState(storedWindows);
  const [list, setList] = useState<TimeWindow[]>(storedWindows);

  // The schedule from the server becomes the draft, unless the coach is in the middle of editing.
  if (schedule.data) {
    const fresh = draftOf(schedule.data);
    if (!saved || !sameDraft(saved, fresh)) {
      if (!draft || (saved && sameDraft(draft, saved))) setDraft(fresh);
      setSaved(fresh);
    }
  }
  const scheduleDirty = draft !== null && saved !== null && !sameDraft(draft, saved);
  const windowsDirty = windowKey(list) !== windowKey(savedWindows);
  const dirty = scheduleDirty || windowsDirty;
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

  const submit = async () => {
    const result = checkDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      notify('error', 'Not saved', {
        description: 'Fix the highlighted hours, then save again.',
      });
      return;
    }
    setErrors({});
    setServerError(null);
    setBusy(true);
    try {
      if (scheduleDirty) await saveSchedule.mutateAsync(result.input);
      if (windowsDirty) {
        const profile = await saveWindows.mutateAsync({
          availability: normalizeWindows(list).map(toWindowString),
        });
        const stored = toWindows(Array.isArray(profile?.availability) ? profile.availability : normalizeWindows(list).map(toWindowString));
        setSavedWindows(stored);
        setList(stored);
      }
      notify('success', 'Availability saved');
    } catch (error) {
      setServerError(isApiError(error) ? error.message : AVAILABILITY_NOT_SAVED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-8"
      noValidate
      aria-label="Your availability"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section className="flex flex-col gap-3" aria-labelledby="weekly-hours-heading">
        <h2 id="weekly-hours-heading" className="text-xl font-semibold text-primary-900">
          Weekly hours
        </h2>
        <WeeklyHoursFields draft={draft} errors={errors} onChange={change} />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="extra-hours-heading">
        <h2 id="extra-hours-heading" className="text-xl font-semibold text-primary-900">
          Extra hours on a date
        </h2>
        <p className="text-sm text-slate-600">Open a one-off window beside your weekly hours, such as a Sunday before a board date.</p>
        <ExtraHoursFields
          list={list}
          onChange={(next) => {
            setList(next);
            setServerError(null);
          }}
          now={now}
          timeZone={timeZone}
        />
      </section>

      {serverError && (
        <Alert tone="danger" title="Not saved">
          {serverError}
        </Alert>
      )}
      <div className="flex items-center justify-end gap-3 border-t border-slate-200 pt-4">
        {dirty && <Badge tone="warning">Unsaved changes</Badge>}
        <Button type="submit" busy={busy} busyLabel="Saving…" disabled={!dirty && !busy}>
          Save availability
        </Button>
      </div>
    </form>
  );
}
