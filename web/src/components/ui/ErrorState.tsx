import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './Button';

export interface ErrorStateProps {
  title?: ReactNode;
  /** What happened, e.g. the ApiError message. */
  message?: ReactNode;
  /** Shows a retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  /** True while the retry runs (button busy). */
  retrying?: boolean;
  className?: string;
}

/** A failed load: what happened and a way to try again. */
export function ErrorState({
  title = 'Something went wrong',
  message = 'Please check your connection and try again.',
  onRetry,
  retryLabel = 'Try again',
  retrying,
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center', className)}
    >
      <svg className="size-8 text-red-700" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />
      </svg>
      <p className="font-semibold text-red-900">{title}</p>
      {message && <p className="max-w-prose text-sm text-red-900">{message}</p>}
      {onRetry && (
        <Button variant="outline" className="mt-2" onClick={onRetry} busy={retrying}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
