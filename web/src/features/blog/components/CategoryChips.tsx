import { BLOG_CATEGORIES } from '@ssb/domain';
import { cn } from '../../../lib/cn';

/** The 14 category chips (docs/product/screens.md) plus Clear. One category at a time; none means 'General'. */
export function CategoryChips({ value, onChange, labelledBy }: { value: string | null; onChange: (value: string | null) => void; labelledBy: string }) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {BLOG_CATEGORIES.map((category) => {
        const selected = value === category;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(selected ? null : category)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors pointer-fine:min-h-9',
              selected
                ? 'border-primary-900 bg-primary-900 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-primary-400 hover:bg-primary-50',
            )}
          >
            {category}
          </button>
        );
      })}
      <button
        type="button"
        onClick={() => onChange(null)}
        disabled={value === null}
        className="min-h-11 rounded-full px-4 text-sm font-medium text-primary-700 underline-offset-4 hover:underline disabled:cursor-default disabled:text-slate-400 disabled:no-underline pointer-fine:min-h-9"
      >
        Clear
      </button>
    </div>
  );
}
