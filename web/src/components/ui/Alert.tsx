import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type AlertTone = 'danger' | 'warning' | 'info' | 'success';

const tones: Record<AlertTone, { box: string; icon: string; path: string }> = {
  danger: {
    box: 'border-red-200 bg-red-50 text-red-900',
    icon: 'text-red-700',
    path: 'M12 7.5v5.5M12 16.5v.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-950',
    icon: 'text-amber-700',
    path: 'M12 9v4m0 3.5v.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  },
  info: {
    box: 'border-primary-200 bg-primary-50 text-primary-950',
    icon: 'text-primary-700',
    path: 'M12 11v5.5M12 7.5v.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  },
  success: {
    box: 'border-green-200 bg-green-50 text-green-950',
    icon: 'text-green-700',
    path: 'm8 12.5 2.5 2.5L16 9.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  },
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** 'alert' (default for danger) interrupts screen readers; 'status' waits politely. */
  role?: 'alert' | 'status';
}

/** An inline message box: a failed sign-in, a notice that the session expired. */
export function Alert({ tone = 'info', title, children, className, role }: AlertProps) {
  const t = tones[tone];
  return (
    <div
      role={role ?? (tone === 'danger' ? 'alert' : 'status')}
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', t.box, className)}
    >
      <svg className={cn('mt-0.5 size-5 shrink-0', t.icon)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d={t.path} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-0.5' : undefined}>{children}</div>}
      </div>
    </div>
  );
}
