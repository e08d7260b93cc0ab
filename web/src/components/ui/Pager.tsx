import { Link } from '../../lib/router';
import { buttonClasses } from './Button';

/**
 * Previous / Next links with 'Page 2 of 5' for a paged list whose page lives in the URL (`?page=`),
 * so the links work before the page's JavaScript has loaded. Hidden when everything fits on one
 * page (and the page asked for is the first).
 */
export function Pager({
  page,
  total,
  pageSize,
  hrefFor,
  onNavigate,
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  /** Called when a link is followed, with its page. */
  onNavigate?: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  const linkClass = buttonClasses({ variant: 'outline' });
  const disabledClass = buttonClasses({ variant: 'outline', className: 'pointer-events-none opacity-50' });
  const link = (to: number, label: string, rel: 'prev' | 'next') => (
    <Link to={hrefFor(to)} className={linkClass} rel={rel} onClick={() => onNavigate?.(to)}>
      {label}
    </Link>
  );
  const disabled = (label: string) => (
    <span className={disabledClass} aria-disabled="true">
      {label}
    </span>
  );
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? link(page - 1, 'Previous', 'prev') : disabled('Previous')}
      <span className="text-sm text-slate-600" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      {page < pages ? link(page + 1, 'Next', 'next') : disabled('Next')}
    </nav>
  );
}

/** `?page=` as a whole number of at least 1. */
export function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
