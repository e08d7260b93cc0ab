import { cn } from '../../../lib/cn';

export const TEST_MODE_TEXT = 'Test mode: no money moves';

/** Shown wherever the built-in test gateway is in use, so nobody mistakes it for a real payment. */
export function TestModeBanner({ className }: { className?: string }) {
  return (
    <p
      role="note"
      className={cn('rounded-lg border border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950', className)}
    >
      {TEST_MODE_TEXT}
    </p>
  );
}
