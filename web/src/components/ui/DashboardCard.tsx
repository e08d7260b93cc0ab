import { useId, type ReactNode } from 'react';
import { Link } from '../../lib/router';

/** A card of the dashboard home: a small title, a link to the whole list when there is one, and its body. */
export function DashboardCard({ title, more, children }: { title: string; more?: { to: string; label: string }; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-medium text-slate-600">
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline">
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
