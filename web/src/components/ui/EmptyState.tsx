import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link to move on. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** Nothing to show yet: a calm box with what to do next. */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center',
        className,
      )}
    >
      <div className="mb-1 text-slate-400" aria-hidden="true">
        {icon ?? (
          <svg className="size-10" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" strokeLinejoin="round" />
            <path d="m3 7.5 9 4.5 9-4.5M12 12v9" strokeLinejoin="round" />
          </svg>
        )}
      </div>
      <p className="font-semibold text-slate-900">{title}</p>
      {description && <p className="max-w-prose text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
