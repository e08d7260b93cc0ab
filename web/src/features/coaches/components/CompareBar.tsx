import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { COMPARE_FULL_MESSAGE, COMPARE_MAX, compareHref } from '../compare';

/** The coaches chosen to compare, stuck to the bottom of the screen: open the comparison or clear. */
export function CompareBar({ ids, full, onClear }: { ids: readonly string[]; full: boolean; onClear: () => void }) {
  if (ids.length === 0) return null;
  return (
    <div role="region" aria-label="Compare coaches" className="sticky bottom-3 z-20 mt-6 rounded-2xl border border-primary-200 bg-white p-3 shadow-lg">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-medium text-slate-800">
          {ids.length} of {COMPARE_MAX} chosen to compare
        </p>
        <div className="ml-auto flex gap-2">
          <button type="button" onClick={onClear} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Clear
          </button>
          {ids.length >= 2 ? (
            <Link to={compareHref(ids)} className={buttonClasses({ variant: 'accent', size: 'sm' })}>
              Compare {ids.length}
            </Link>
          ) : (
            <span className="self-center text-sm text-slate-600">Choose one more</span>
          )}
        </div>
      </div>
      {full && (
        <p role="status" className="mt-2 text-sm text-amber-900">
          {COMPARE_FULL_MESSAGE}
        </p>
      )}
    </div>
  );
}
