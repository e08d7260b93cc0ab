import { cn } from '../../../lib/cn';

/** "Step 2 of 4" with a segmented bar and, on wider screens, the step names. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <div className="mb-6">
      <p className="text-sm font-semibold text-primary-700" aria-live="polite">
        Step {current + 1} of {steps.length}
      </p>
      <ol className="mt-2 grid gap-2" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((label, i) => (
          <li key={label} className="min-w-0" aria-current={i === current ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={cn('block h-1.5 rounded-full transition-colors', i <= current ? 'bg-primary-700' : 'bg-slate-200')}
            />
            <span
              className={cn(
                'mt-1.5 hidden truncate text-xs sm:block',
                i === current ? 'font-semibold text-primary-900' : i < current ? 'text-slate-700' : 'text-slate-500',
              )}
            >
              <span className="sr-only">{i < current ? 'Done: ' : i === current ? 'Current: ' : 'Next: '}</span>
              {label}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
