import type { SpecializationCount } from '@ssb/domain';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';

export interface SpecializationChipsProps {
  /** Counts from GET /api/coaches/specializations; undefined while the first answer loads. */
  items: readonly SpecializationCount[] | undefined;
  selected: readonly string[];
  onToggle: (name: string) => void;
  /** Clears the chips and the text query. */
  onClear: () => void;
  /** Whether anything (chips or text) is filtering now: shows 'Clear filters'. */
  filtering: boolean;
  loading?: boolean;
}

/**
 * Multi-select specialization chips with counts and 'Clear filters' (docs/product/coaches.md "Search"). A chosen
 * specialization stays visible even when the text query leaves it no coaches.
 *
 * The chips sit in one row that scrolls sideways, so the row is as tall while loading as when
 * loaded and the results below never jump (layout shift), whatever the number of chips. The row
 * is `relative` so the chips' screen-reader-only text (absolutely positioned) is clipped with it
 * instead of widening the page.
 */
const ROW = 'relative flex gap-2 overflow-x-auto overscroll-x-contain pb-1 [scrollbar-width:thin]';
export function SpecializationChips({ items, selected, onToggle, onClear, filtering, loading = false }: SpecializationChipsProps) {
  if (loading && !items) {
    return (
      <div aria-hidden="true" className={ROW}>
        {[96, 128, 80, 112, 72, 104, 120, 88].map((w) => (
          <Skeleton key={w} className="h-11 shrink-0 rounded-full pointer-fine:h-9" style={{ width: w }} />
        ))}
      </div>
    );
  }
  const list = [...(items ?? [])];
  for (const name of selected) if (!list.some((i) => i.name === name)) list.push({ name, count: 0 });

  return (
    <div className="flex items-center gap-2">
      <div className={cn(ROW, 'min-w-0 flex-1')} role="group" aria-label="Filter by specialization">
        {list.length === 0 ? (
          <p className="flex min-h-11 items-center text-sm text-slate-600 pointer-fine:min-h-9">No specializations available</p>
        ) : (
          list.map(({ name, count }) => {
            const on = selected.includes(name);
            return (
              <button
                key={name}
                type="button"
                aria-pressed={on}
                onClick={() => onToggle(name)}
                className={cn(
                  'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors pointer-fine:min-h-9',
                  on
                    ? 'border-primary-900 bg-primary-900 text-white hover:bg-primary-800'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
                )}
              >
                {on && (
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
                    <path d="m5 10.5 3 3 7-7" />
                  </svg>
                )}
                <span>{name}</span>
                <span className={cn('rounded-full px-1.5 text-xs tabular-nums', on ? 'bg-white/20' : 'bg-slate-100 text-slate-700')}>
                  {count}
                  <span className="sr-only"> coaches</span>
                </span>
              </button>
            );
          })
        )}
      </div>
      {filtering && (
        <button
          type="button"
          onClick={onClear}
          className="inline-flex min-h-11 shrink-0 items-center px-2 text-sm font-semibold whitespace-nowrap text-primary-700 underline-offset-4 hover:underline pointer-fine:min-h-9"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
