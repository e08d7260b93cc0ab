import { Link } from '../../lib/router';
import { cn } from '../../lib/cn';

export function LogoMark({ className = 'size-7 sm:size-8' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#14264a" />
      <path
        d="M16 5.5 25 9v6.4c0 5.6-3.8 9.8-9 11.1-5.2-1.3-9-5.5-9-11.1V9z"
        fill="none"
        stroke="#f1a24a"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path d="m11.5 15.8 3.2 3.2 5.8-6.2" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ className, onDark = false }: { className?: string; onDark?: boolean }) {
  return (
    <Link
      to="/"
      className={cn('inline-flex min-h-11 items-center gap-2 rounded-md font-bold tracking-tight', className)}
      aria-label="SSB Academy, home"
    >
      <LogoMark />
      <span className={cn('text-base whitespace-nowrap sm:text-lg', onDark ? 'text-white' : 'text-primary-900')}>
        SSB <span className={onDark ? 'text-accent-400' : 'text-accent-600'}>Academy</span>
      </span>
    </Link>
  );
}
