import { OFFICER_LIKE_QUALITIES, QUALITY_MARK_LABELS, type OfficerLikeQuality, type QualityMark, type QualityTags } from '@ssb/domain';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { qualityName } from '../reviewHelpers';

const CHOICES: { mark: QualityMark | null; label: string; on: string }[] = [
  { mark: null, label: 'None', on: 'has-checked:bg-slate-700 has-checked:text-white' },
  { mark: 'strong', label: QUALITY_MARK_LABELS.strong, on: 'has-checked:bg-green-700 has-checked:text-white' },
  { mark: 'work_on', label: QUALITY_MARK_LABELS.work_on, on: 'has-checked:bg-amber-600 has-checked:text-white' },
];

function QualityChoice({ name, quality, mark, onMark }: { name: string; quality: OfficerLikeQuality; mark: QualityMark | null; onMark: (mark: QualityMark | null) => void }) {
  const labelId = `${name}-label`;
  return (
    <li className="flex flex-col gap-1.5 py-2 @md:flex-row @md:items-center @md:justify-between @md:gap-3">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {qualityName(quality)}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="grid w-full shrink-0 grid-cols-3 overflow-hidden rounded-lg border border-slate-300 @md:w-72">
        {CHOICES.map((choice) => (
          <label
            key={choice.label}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center whitespace-nowrap border-l border-slate-300 px-1 text-sm text-slate-700 first:border-l-0 pointer-fine:min-h-9',
              'hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-primary-600',
              choice.on,
            )}
          >
            <input type="radio" className="sr-only" name={name} checked={mark === choice.mark} onChange={() => onMark(choice.mark)} />
            {choice.label}
          </label>
        ))}
      </div>
    </li>
  );
}

/**
 * The 15 officer like qualities behind a disclosure, each strong, to work on, or not marked: one
 * row of three taps each, so it works on a phone. The rows exist only while it is open: a day's
 * review has some 140 items, and 45 radios each would make the page too heavy to draw on a phone.
 */
export function QualityMarker({ qualities, onMark }: { qualities: QualityTags; onMark: (quality: OfficerLikeQuality, mark: QualityMark | null) => void }) {
  const id = useId();
  const marked = Object.keys(qualities).length;
  const [open, setOpen] = useState(false);
  return (
    <details className="group rounded-lg border border-slate-200 bg-white" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-semibold text-primary-900 [&::-webkit-details-marker]:hidden">
        <span>Mark qualities{marked > 0 && <span className="font-normal text-slate-600"> ({marked} marked)</span>}</span>
        <svg className="size-4 shrink-0 transition-transform group-open:rotate-180" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </summary>
      {open && (
        <ul className="@container divide-y divide-slate-100 border-t border-slate-200 px-3">
          {OFFICER_LIKE_QUALITIES.map((quality, index) => (
            <QualityChoice key={quality} name={`${id}-q${index}`} quality={quality} mark={qualities[quality] ?? null} onMark={(mark) => onMark(quality, mark)} />
          ))}
        </ul>
      )}
    </details>
  );
}
