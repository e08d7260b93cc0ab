import { cn } from '../../../lib/cn';

/** A plain horizontal bar, `value` of `of`; the numbers are said in text beside it, so the bar itself is hidden from screen readers. */
export function ProgressBar({ value, of, tone = 'primary', className }: { value: number; of: number; tone?: 'primary' | 'success' | 'warning'; className?: string }) {
  const percent = of > 0 ? Math.min(100, Math.round((value / of) * 100)) : 0;
  const fill = { primary: 'bg-primary-700', success: 'bg-green-600', warning: 'bg-amber-500' }[tone];
  return (
    <span aria-hidden="true" className={cn('block h-2.5 w-full overflow-hidden rounded-full bg-slate-100', className)}>
      <span className={cn('block h-full rounded-full', fill)} style={{ width: `${percent}%` }} />
    </span>
  );
}
