import { DAYS_OFF_MAX, formatDate } from '@ssb/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';

/** 'YYYY-MM-DD' shown as the date it names (noon UTC keeps it on that date in every zone). */
const showDay = (day: string) => formatDate(new Date(`${day}T12:00:00Z`), 'UTC');

/** Days off: dates on which the weekly hours do not apply. */
export function DaysOffField({ days, error, onChange }: { days: readonly string[]; error?: string; onChange: (days: string[]) => void }) {
  const [day, setDay] = useState('');
  const [mistake, setMistake] = useState<string | null>(null);
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return setMistake('Choose a date first');
    if (days.includes(day)) return setMistake('That day is already off');
    if (days.length >= DAYS_OFF_MAX) return setMistake(`At most ${DAYS_OFF_MAX} days off`);
    onChange([...days, day].sort());
    setDay('');
    setMistake(null);
  };
  return (
    <section className="flex flex-col gap-3" aria-labelledby="days-off-heading">
      <h3 id="days-off-heading" className="font-semibold text-primary-900">
        Days off
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Day off" error={mistake ?? error} className="w-52">
          <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </Field>
        <Button variant="outline" onClick={add} className="mb-0.5">
          Add day off
        </Button>
      </div>
      {days.length === 0 ? (
        <p className="text-sm text-slate-600">No days off. Add a date to take it off; your weekly hours stay as they are on other days.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Days off">
          {days.map((d) => (
            <li key={d} className="flex items-center gap-1 rounded-full border border-slate-200 bg-white py-1 pr-1 pl-3 text-sm">
              {showDay(d)}
              <Button variant="ghost" size="sm" onClick={() => onChange(days.filter((x) => x !== d))} aria-label={`Remove day off ${showDay(d)}`}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
