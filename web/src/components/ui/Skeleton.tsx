import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder shaped like what is coming. Size it with classes (h-4 w-32, size-12 rounded-full). */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return <div aria-hidden="true" style={style} className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

/** Placeholders stacked in one row or column, one per class list (their widths, heights, shapes). */
export function SkeletonGroup({ className, items }: { className: string; items: string[] }) {
  return (
    <div className={className}>
      {items.map((item, i) => (
        <Skeleton key={i} className={item} />
      ))}
    </div>
  );
}

/** A printable paper (receipt, statement) while it loads: a title, a date and six lines. `label` is read out. */
export function PaperSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-8">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="mt-3 h-4 w-40" />
      <SkeletonGroup className="mt-6 flex flex-col gap-3" items={Array.from({ length: 6 }, () => 'h-6 w-full')} />
    </div>
  );
}
