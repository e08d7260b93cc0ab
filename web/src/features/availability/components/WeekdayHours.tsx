import { WEEKLY_RANGES_PER_DAY_MAX } from '@ssb/domain';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import type { HoursRange } from '../scheduleDraft';

/** A new range starts where the day's last one ends (or at 09:00), an hour long. */
function nextRange(ranges: readonly HoursRange[]): HoursRange {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const [h = 9, m = 0] = last.end.split(':').map(Number);
  const start = Math.min(h + 1, 22);
  return { start: `${String(start).padStart(2, '0')}:${String(m).padStart(2, '0')}`, end: `${String(start + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}` };
}

/** One weekday of the weekly hours: its ranges (start and end times), or 'Unavailable'. */
export function WeekdayHours({
  name,
  ranges,
  onChange,
  errorsFor,
}: {
  name: string;
  ranges: readonly HoursRange[];
  onChange: (ranges: HoursRange[]) => void;
  errorsFor: (index: number, part: 'start' | 'end') => string | undefined;
}) {
  const update = (index: number, part: keyof HoursRange, value: string) => onChange(ranges.map((r, i) => (i === index ? { ...r, [part]: value } : r)));
  return (
    // Phones: the day and its Add button on one line, the ranges under them; wider: one row.
    <div className="grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[7rem_1fr_auto]">
      <h4 className="order-1 pt-2.5 font-semibold text-primary-900">{name}</h4>
      <div className="order-3 col-span-2 flex flex-col gap-2 sm:order-2 sm:col-span-1">
        {ranges.length === 0 && <p className="text-sm text-slate-600 sm:pt-2.5">Unavailable</p>}
        {ranges.map((range, index) => (
          <div key={index} className="flex flex-wrap items-start gap-2" role="group" aria-label={`${name} hours ${index + 1}`}>
            <Field label={`${name} from`} hideLabel error={errorsFor(index, 'start')} className="w-36">
              <Input type="time" step={900} value={range.start} onChange={(e) => update(index, 'start', e.target.value)} />
            </Field>
            <span className="pt-3 text-sm text-slate-600" aria-hidden="true">
              to
            </span>
            <Field label={`${name} until`} hideLabel error={errorsFor(index, 'end')} className="w-36">
              <Input type="time" step={900} value={range.end} onChange={(e) => update(index, 'end', e.target.value)} />
            </Field>
            <Button variant="ghost" size="sm" className="mt-0.5" onClick={() => onChange(ranges.filter((_, i) => i !== index))} aria-label={`Remove ${name} ${range.start} to ${range.end}`}>
              Remove
            </Button>
          </div>
        ))}
      </div>
      {ranges.length < WEEKLY_RANGES_PER_DAY_MAX && (
        <Button variant="outline" size="sm" className="order-2 sm:order-3" onClick={() => onChange([...ranges, nextRange(ranges)])} aria-label={`Add hours on ${name}`}>
          Add hours
        </Button>
      )}
    </div>
  );
}
