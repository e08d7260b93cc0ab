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
