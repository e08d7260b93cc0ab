import type { ReactNode } from 'react';
import { Link } from '../../lib/router';

/** "← All articles": the link back to a list, above a detail page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-700 hover:text-primary-900">
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
