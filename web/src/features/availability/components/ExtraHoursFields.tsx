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
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { cn } from '../../../lib/cn';

export interface ExtraHoursFieldsProps {
  /** The windows as they stand in the form. */
  list: readonly TimeWindow[];
  onChange: (next: TimeWindow[]) => void;
  /** For tests; the real clock otherwise. */
  now?: () => Date;
  /** For tests; the browser's zone otherwise. */
  timeZone?: string;
}

/** The stored windows ('startISO|endISO', or any availability entry shape) as sorted, joined windows. */
export function toWindows(entries: readonly unknown[]): TimeWindow[] {
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
 * Extra hours on a date, part of the availability form (docs/product/coaches.md "The editor's rules"): add a
 * window with two datetime-local inputs (checked with the shared rules; each failure is a toast with its
 * fixed title and message, and the message beside the fields), or remove one. The form saves the list.
 */
export function ExtraHoursFields({ list, onChange, now = () => new Date(), timeZone }: ExtraHoursFieldsProps) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [mistake, setMistake] = useState<{
    title: string;
    message: string;
  } | null>(null);

  const add = () => {
    const result = validateNewWindow({ start, end }, list, now());
    if (!result.ok) {
      notify('error', result.title, { description: result.message });
      setMistake({ title: result.title, message: result.message });
      return;
    }
    setMistake(null);
    onChange(normalizeWindows([...list, result.window]));
    setStart('');
    setEnd('');
  };

  const remove = (target: TimeWindow) => onChange(list.filter((w) => toWindowString(w) !== toWindowString(target)));

  const current = now();
  return (
    <div className="flex flex-col gap-4">
      <div
        role="group"
        aria-label="Add extra hours"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        // Enter in a time field adds the window rather than saving the whole form.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
            e.preventDefault();
            add();
          }
        }}
      >
        <Field label="Start">
          <Input type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} step={60} />
        </Field>
        <Field label="End">
          <Input type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} step={60} />
        </Field>
        <Button variant="outline" onClick={add}>
          Add window
        </Button>
        {mistake && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-3">
            <strong>{mistake.title}:</strong> {mistake.message}
          </p>
        )}
      </div>

      {list.length === 0 ? (
        <p className="text-sm text-slate-600">No extra hours. Each window you add is cut into 30-minute slots.</p>
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
      <p className="text-xs text-slate-600">Times are in your browser’s time zone ({zoneAbbr(current, timeZone)}).</p>
    </div>
  );
}
