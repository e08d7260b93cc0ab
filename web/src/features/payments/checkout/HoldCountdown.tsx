import { HOLD_MINUTES } from '@ssb/domain';
import { cn } from '../../../lib/cn';
import { formatCountdown } from './countdown';

/**
 * The visible countdown of the slot's hold: minutes and seconds left, and a bar that empties.
 * Screen readers get the time on request (role=timer is not announced at every tick).
 */
export function HoldCountdown({ msLeft, className }: { msLeft: number; className?: string }) {
  const fraction = Math.min(1, msLeft / (HOLD_MINUTES * 60_000));
  const low = msLeft < 2 * 60_000;
  return (
    <div className={cn('rounded-lg border px-3 py-2', low ? 'border-amber-300 bg-amber-50' : 'border-primary-100 bg-primary-50', className)}>
      <p className="flex items-baseline justify-between gap-2 text-sm text-slate-800">
        <span>Your slot is held for</span>
        <span role="timer" aria-label={`Time left to pay: ${formatCountdown(msLeft)}`} className="font-mono text-lg font-bold text-slate-900 tabular-nums">
          {formatCountdown(msLeft)}
        </span>
      </p>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-white" aria-hidden="true">
        <div className={cn('h-full rounded-full', low ? 'bg-amber-500' : 'bg-primary-700')} style={{ width: `${fraction * 100}%` }} />
      </div>
    </div>
  );
}
