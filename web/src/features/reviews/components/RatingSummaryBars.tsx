import { plural } from '@ssb/domain';
import type { RatingSummary } from '@ssb/domain';
import { Stars } from '../../../components/ui/Stars';

/** The average with its stars, the total, and a bar per star (5 to 1) with its count. */
export function RatingSummaryBars({ summary }: { summary: RatingSummary }) {
  const { average, total, counts } = summary;
  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr] sm:items-center">
      <div>
        <p className="text-4xl font-bold text-primary-900">{average.toFixed(1)}</p>
        <Stars value={average} />
        <p className="mt-1 text-sm text-slate-600">
          {plural(total, 'review', 'reviews')}
        </p>
      </div>
      <ul className="flex flex-col gap-1.5" aria-label="Reviews per star">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = counts[stars - 1] ?? 0;
          const share = total === 0 ? 0 : Math.round((n / total) * 100);
          return (
            <li key={stars} className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-2 text-sm" aria-label={`${plural(stars, 'star', 'stars')}: ${n}`}>
              <span className="text-slate-700">{plural(stars, 'star', 'stars')}</span>
              <span className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
              </span>
              <span className="text-right text-slate-600" aria-hidden="true">
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
