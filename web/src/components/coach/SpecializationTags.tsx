import { cn } from '../../lib/cn';
import { firstOf } from './types';

/** Up to `max` specializations as tags, then '+N more' (3 on full cards, 2 on compact ones). */
export function SpecializationTags({ items, max, className }: { items: readonly string[] | undefined; max: number; className?: string }) {
  const { shown, more } = firstOf(items, max);
  if (shown.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Specializations">
      {shown.map((s) => (
        <li key={s} className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800 ring-1 ring-primary-100 ring-inset">
          {s}
        </li>
      ))}
      {more > 0 && <li className="rounded-full px-1.5 py-0.5 text-xs font-semibold text-slate-600">+{more} more</li>}
    </ul>
  );
}
