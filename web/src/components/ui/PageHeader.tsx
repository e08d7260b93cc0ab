import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/usePageTitle';

export interface PageHeaderProps {
  /** The page's h1; a string also becomes the document title. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the right (below on phones). */
  actions?: ReactNode;
  /** Small line above the title (a back link, a category). */
  eyebrow?: ReactNode;
  className?: string;
}

export function PageHeader({ title, description, actions, eyebrow, className }: PageHeaderProps) {
  usePageTitle(typeof title === 'string' ? title : null);
  return (
    <header className={cn('mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        {eyebrow && <div className="mb-1 text-sm text-slate-600">{eyebrow}</div>}
        <h1 className="text-2xl font-bold tracking-tight text-primary-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-2 max-w-prose text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
