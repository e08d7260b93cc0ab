import { calendarDayKeys, calendarSpan, formatTime, groupSlotsByDay, hourBand, type HourBand } from '@ssb/domain';
import { memo, useMemo } from 'react';
import { cn } from '../../../lib/cn';
import type { CalendarSlot } from '../slots';

export interface AvailabilityCalendarProps {
  slots: readonly CalendarSlot[];
  now: Date;
  /** The viewer's zone; the browser's when absent. */
  timeZone?: string;
  selectedKey?: string | null;
  onSelect: (slot: CalendarSlot) => void;
  className?: string;
}

const BAND_CLASSES: Record<HourBand, string> = {
  morning: 'border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100',
  afternoon: 'border-sky-300 bg-sky-50 text-sky-950 hover:bg-sky-100',
  evening: 'border-indigo-300 bg-indigo-50 text-indigo-950 hover:bg-indigo-100',
};

const BAND_LABELS: Record<HourBand, string> = { morning: 'Before 12', afternoon: '12 to 5 pm', evening: 'After 5 pm' };
const BAND_DOTS: Record<HourBand, string> = { morning: 'bg-amber-400', afternoon: 'bg-sky-400', evening: 'bg-indigo-400' };

// Made once (building an Intl formatter costs far more than using one: 14 days, every render), on
// first use rather than when the page's modules load.
let dayFormats: { weekday: Intl.DateTimeFormat; dayMonth: Intl.DateTimeFormat } | undefined;

/** 'Tue, 11 Mar' for a 'YYYY-MM-DD' day key (the key is already the viewer's local day). */
function dayLabel(key: string): { weekday: string; date: string } {
  dayFormats ??= {
    weekday: new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' }),
    dayMonth: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  };
  const noonUtc = new Date(`${key}T12:00:00Z`);
  return { weekday: dayFormats.weekday.format(noonUtc), date: dayFormats.dayMonth.format(noonUtc) };
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneName(now: Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let formatter = zoneFormatters.get(key);
  if (!formatter) zoneFormatters.set(key, (formatter = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' })));
  return formatter.formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/**
 * The coach's next 14 days (docs/product/coaches.md "The calendar and its slots"): slots grouped by the
 * viewer's local day, coloured by hour band (before 12, 12 to 17, after 17). Only available slots are buttons
 * one can press; booked and unavailable ones are shown disabled. Days scroll sideways one at a time on phones;
 * wider screens show a week per row. Memoised: the booking panel around it re-renders (clock ticks, dialog
 * state) far more often than the slots change.
 */
export const AvailabilityCalendar = memo(function AvailabilityCalendar({ slots, now, timeZone, selectedKey, onSelect, className }: AvailabilityCalendarProps) {
  const days = useMemo(() => {
    const span = calendarSpan(now, timeZone);
    const keys = calendarDayKeys(span, timeZone);
    const grouped = new Map(groupSlotsByDay(slots, timeZone).map((d) => [d.day, d.slots as CalendarSlot[]]));
    return keys.map((day) => ({ day, slots: grouped.get(day) ?? [] }));
  }, [slots, now, timeZone]);
  const hasAny = slots.some((s) => s.status === 'available');

  return (
    <div className={className}>
      <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        {(Object.keys(BAND_LABELS) as HourBand[]).map((band) => (
          <span key={band} className="inline-flex items-center gap-1.5">
            <span className={cn('size-2.5 rounded-full', BAND_DOTS[band])} aria-hidden="true" />
            {BAND_LABELS[band]}
          </span>
        ))}
        <span>Times in {zoneName(now, timeZone)}</span>
      </div>
      {!hasAny && (
        <p className="mb-3 rounded-lg border border-dashed border-slate-300 bg-white px-3 py-2 text-sm text-slate-700">
          No open slots in the next 14 days. Check back soon.
        </p>
      )}
      <ol
        aria-label="Availability, next 14 days"
        className={cn(
          '-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 lg:grid-cols-7',
          // Phones show only days with slots: with none, the empty strip would only leave a gap.
          days.every((d) => d.slots.length === 0) && 'max-sm:hidden',
        )}
      >
        {days.map(({ day, slots: daySlots }) => (
          <CalendarDay
            key={day}
            day={day}
            slots={daySlots}
            timeZone={timeZone}
            // Only the day holding the chosen slot renders again when the choice changes.
            selectedKey={selectedKey && daySlots.some((s) => s.key === selectedKey) ? selectedKey : null}
            onSelect={onSelect}
          />
        ))}
      </ol>
    </div>
  );
});

interface CalendarDayProps {
  day: string;
  slots: readonly CalendarSlot[];
  timeZone?: string;
  selectedKey: string | null;
  onSelect: (slot: CalendarSlot) => void;
}

/** One day's column. A component of its own, so rendering a full calendar yields to the browser between days. */
const CalendarDay = memo(function CalendarDay({ day, slots: daySlots, timeZone, selectedKey, onSelect }: CalendarDayProps) {
  const { weekday, date } = dayLabel(day);
  return (
    <li
      data-day={day}
      className={cn(
        'w-[42%] min-w-[8.5rem] shrink-0 snap-start rounded-lg border border-slate-200 bg-white p-2 sm:w-auto sm:min-w-0',
        // Phones scroll day by day: days without slots only cost a swipe there, so they are left out.
        daySlots.length === 0 && 'hidden sm:block',
      )}
    >
      <h3 className="mb-2 text-center text-sm">
        <span className="block font-semibold text-primary-900">{weekday}</span>
        <span className="text-slate-600">{date}</span>
      </h3>
      {daySlots.length === 0 ? (
        <p className="py-2 text-center text-xs text-slate-500">No slots</p>
      ) : (
        <ul className="grid grid-cols-1 gap-1.5">
          {daySlots.map((slot) => {
            const time = formatTime(slot.start, timeZone);
            const available = slot.status === 'available';
            const selected = selectedKey === slot.key;
            return (
              <li key={slot.key}>
                <button
                  type="button"
                  data-status={slot.status}
                  disabled={!available}
                  aria-pressed={available ? selected : undefined}
                  aria-label={`${weekday} ${date}, ${time}, ${slot.status}`}
                  onClick={() => available && onSelect(slot)}
                  className={cn(
                    'min-h-11 w-full rounded-md border px-1 text-sm font-medium tabular-nums transition-colors pointer-fine:min-h-9',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700',
                    available && BAND_CLASSES[hourBand(slot.start, timeZone)],
                    available && selected && 'border-primary-900 bg-primary-900 text-white hover:bg-primary-900',
                    slot.status === 'booked' && 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500 line-through',
                    slot.status === 'unavailable' && 'cursor-not-allowed border-dashed border-slate-200 bg-white text-slate-400',
                  )}
                >
                  {time}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
});

export function AvailabilityCalendarSkeleton() {
  return (
    <div aria-hidden="true" className="flex gap-3 overflow-hidden sm:grid sm:grid-cols-4 lg:grid-cols-7">
      {Array.from({ length: 7 }, (_, i) => (
        <div key={i} className="w-[42%] min-w-[8.5rem] shrink-0 rounded-lg border border-slate-200 p-2 sm:w-auto sm:min-w-0">
          <div className="mx-auto mb-2 h-8 w-12 animate-pulse rounded bg-slate-200" />
          {Array.from({ length: 4 }, (_, j) => (
            <div key={j} className="mb-1.5 h-9 animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      ))}
    </div>
  );
}
