import { cn } from '../../lib/cn';

/** The verified coach mark: a check in a badge, announced as 'Verified coach'. */
export function VerifiedMark({ size = 18, className }: { size?: number; className?: string }) {
  return (
    <svg
      role="img"
      aria-label="Verified coach"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={cn('inline-block shrink-0 text-primary-600', className)}
    >
      <title>Verified coach</title>
      <path
        fill="currentColor"
        d="M12 1.5l2.4 1.8 3-.2 1 2.8 2.6 1.6-.8 2.9.8 2.9-2.6 1.6-1 2.8-3-.2L12 22.5l-2.4-1.8-3 .2-1-2.8L3 16.5l.8-2.9L3 10.7l2.6-1.6 1-2.8 3 .2z"
      />
      <path d="M8 12.3l2.6 2.6L16.2 9.3" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
