import {
  formatDate,
  formatDateTime,
  formatTime,
  localDateKey,
  normalizeWindows,
  parseEntries,
  toWindowString,
  validateNewWindow,
  type TimeWindow,
} from '@ssb/domain';
import { useEffect, useMemo, useState } from 'react';
import { notify } from '../../../lib/notify';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { cn } from '../../../lib/cn';
import { useUpdateProfile } from '../../users/api';

export interface AvailabilityEditorProps {
  /** The stored windows ('startISO|endISO', or any availability entry shape). */
  windows: readonly unknown[];
  /** For tests; the real clock otherwise. */
  now?: () => Date;
  /** For tests; the browser's zone otherwise. */
  timeZone?: string;
  className?: string;
  /** Told whether there are unsaved changes (the page asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

function toWindows(entries: readonly unknown[]): TimeWindow[] {
  return normalizeWindows(parseEntries(entries).filter((e): e is TimeWindow & { flags: object } => e.end !== null)).map((e) => ({
    start: e.start,
    end: e.end,
  }));
}

/** 'IST', 'GMT+1': the zone's short name at that instant. */
export function zoneAbbr(date: Date, timeZone?: string): string {
  return formatDateTime(date, timeZone).split(' ').at(-1) ?? '';
}

/** '11 Mar 2031, 9:30 am – 11:30 am IST' (both dates when the window crosses midnight). */
export function describeWindow(w: TimeWindow, timeZone?: string): string {
  const sameDay = localDateKey(w.start, timeZone) === localDateKey(w.end, timeZone);
  if (!sameDay) return `${formatDateTime(w.start, timeZone)} – ${formatDateTime(w.end, timeZone)}`;
  return `${formatDate(w.start, timeZone)}, ${formatTime(w.start, timeZone)} – ${formatTime(w.end, timeZone)} ${zoneAbbr(w.end, timeZone)}`;
}

/**
 * The coach's own availability editor (docs/product/coaches.md "The editor's rules"): add a window with two
 * datetime-local inputs (checked with the shared rules; each failure is a toast with its fixed title and
 * message), remove windows, and save
 * the de-duplicated, sorted list through PUT /api/users/profile.
 */
export function AvailabilityEditor({ windows, now = () => new Date(), timeZone, className, onDirtyChange }: AvailabilityEditorProps) {
  const initial = useMemo(() => toWindows(windows), [windows]);
  const [list, setList] = useState<TimeWindow[]>(initial);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [dirty, setDirty] = useState(false);
  const [mistake, setMistake] = useState<{ title: string; message: string } | null>(null);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // Fresh data from the server replaces the list, unless the coach is in the middle of editing
  // (adjusted while rendering, as React advises for state that follows a prop).
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    if (!dirty) setList(initial);
  }

  const save = useUpdateProfile();

  const add = () => {
    const result = validateNewWindow({ start, end }, list, now());
    if (!result.ok) {
      notify('error', result.title, { description: result.message });
      setMistake({ title: result.title, message: result.message });
      return;
    }
    setMistake(null);
    setList((current) => normalizeWindows([...current, result.window]));
    setStart('');
    setEnd('');
    setDirty(true);
  };

  const remove = (target: TimeWindow) => {
    setList((current) => current.filter((w) => toWindowString(w) !== toWindowString(target)));
    setDirty(true);
  };

  const submit = async () => {
    const values = normalizeWindows(list).map(toWindowString);
    try {
      const saved = await save.mutateAsync({ availability: values });
      const stored = Array.isArray(saved?.availability) ? saved.availability : values;
      setList(toWindows(stored));
      setDirty(false);
      notify('success', 'Availability saved');
    } catch {
      notify('error', 'Save failed', { description: 'Could not save availability' });
    }
  };

  const current = now();
  return (
    <div className={cn('flex flex-col gap-5', className)}>
      <form
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
        noValidate
      >
        <Field label="Start">
          <Input type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} step={60} />
        </Field>
        <Field label="End">
          <Input type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} step={60} />
        </Field>
        <Button type="submit" variant="outline">
          Add window
        </Button>
        {mistake && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-3">
            <strong>{mistake.title}:</strong> {mistake.message}
          </p>
        )}
      </form>

      <div>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 className="font-semibold text-primary-900">Your windows</h3>
          {dirty && <Badge tone="warning">Unsaved changes</Badge>}
        </div>
        {list.length === 0 ? (
          <EmptyState title="No availability yet" description="Add the times students can book you. Each window is cut into 30-minute slots." />
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Availability windows">
            {list.map((w) => {
              const past = w.end.getTime() <= current.getTime();
              return (
                <li key={toWindowString(w)} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
                  <span className={cn('text-sm', past ? 'text-slate-500' : 'text-slate-900')}>
                    {describeWindow(w, timeZone)}
                    {past && (
                      <Badge className="ml-2" tone="neutral">
                        Past
                      </Badge>
                    )}
                  </span>
                  <Button variant="ghost" size="sm" onClick={() => remove(w)} aria-label={`Remove ${describeWindow(w, timeZone)}`}>
                    Remove
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div className="flex justify-end">
        <Button variant="primary" onClick={() => void submit()} busy={save.isPending} busyLabel="Saving…" disabled={!dirty && !save.isPending}>
          Save availability
        </Button>
      </div>
      <p className="text-xs text-slate-600">Times are in your time zone ({zoneAbbr(current, timeZone)}).</p>
    </div>
  );
}
