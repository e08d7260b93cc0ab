import { useId } from 'react';
import { cn } from '../../lib/cn';

/** 0-5, rounded to the nearest half (docs/product/sessions.md "Ratings"). */
export function roundToHalf(value: number | null | undefined): number {
  const n = Number(value);
  if (!Number.isFinite(n)) return 0;
  return Math.min(5, Math.max(0, Math.round(n * 2) / 2));
}

export interface StarsProps {
  value: number | null | undefined;
  /** Pixel size of each star. */
  size?: number;
  /** Show "4.5" after the stars. */
  showValue?: boolean;
  /** Review count shown as "(12)". */
  count?: number;
  className?: string;
}

const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z';

/** Read-only rating: five stars with half-star rounding and the label 'Rated 4.5 out of 5'. */
export function Stars({ value, size = 16, showValue = false, count, className }: StarsProps) {
  const rounded = roundToHalf(value);
  const gradientId = useId();
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <span role="img" aria-label={`Rated ${rounded} out of 5`} className="inline-flex">
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = rounded >= i + 1 ? 'full' : rounded >= i + 0.5 ? 'half' : 'empty';
          return (
            <svg key={i} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" data-fill={fill}>
              {fill === 'half' && (
                <defs>
                  <linearGradient id={`${gradientId}-${i}`}>
                    <stop offset="50%" stopColor="#d97706" />
                    <stop offset="50%" stopColor="#cbd5e1" />
                  </linearGradient>
                </defs>
              )}
              <path
                d={STAR}
                fill={fill === 'full' ? '#d97706' : fill === 'half' ? `url(#${gradientId}-${i})` : '#cbd5e1'}
              />
            </svg>
          );
        })}
      </span>
      {showValue && (
        <span className="text-sm font-semibold text-slate-800" aria-hidden="true">
          {Math.min(5, Math.max(0, Number(value) || 0)).toFixed(1)}
        </span>
      )}
      {count !== undefined && <span className="text-sm text-slate-600">({count})</span>}
    </span>
  );
}
