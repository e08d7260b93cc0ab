import { Link } from '../../../lib/router';
import { cn } from '../../../lib/cn';

/** A console list's status filter as links (a reload or a shared link keeps it). */
export function StatusTabs<S extends string>({ label, statuses, current, labels, hrefOf }: { label: string; statuses: readonly S[]; current: S; labels: Record<S, string>; hrefOf: (status: S) => string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {statuses.map((s) => (
        <Link
          key={s}
          to={hrefOf(s)}
          aria-current={s === current ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium pointer-fine:min-h-9',
            s === current ? 'border-primary-900 bg-primary-900 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
          )}
        >
          {labels[s]}
        </Link>
      ))}
    </nav>
  );
}

/** '/admin/x', '/admin/x?status=done&page=2': the first status and page 1 are left out. */
export function consoleHref(path: string, status: string, firstStatus: string, page = 1): string {
  const params = new URLSearchParams();
  if (status !== firstStatus) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
