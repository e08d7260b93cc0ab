import * as RadixRadio from '@radix-ui/react-radio-group';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Radix radio group (arrow keys, roving focus). Children: <RadioCard value="a" title="…" />. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadixRadio.Root>) {
  return <RadixRadio.Root className={cn('grid gap-3', className)} {...props} />;
}

export interface RadioCardProps extends Omit<ComponentProps<typeof RadixRadio.Item>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
}

/** A large, tappable choice: the whole card is the radio. */
export function RadioCard({ title, description, icon, className, ...props }: RadioCardProps) {
  return (
    <RadixRadio.Item
      className={cn(
        'group flex min-h-11 w-full items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 text-left transition-colors',
        'hover:border-primary-400 data-[state=checked]:border-primary-700 data-[state=checked]:bg-primary-50 data-[state=checked]:ring-1 data-[state=checked]:ring-primary-700',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-400 group-data-[state=checked]:border-primary-700"
      >
        <RadixRadio.Indicator className="size-2.5 rounded-full bg-primary-700" />
      </span>
      {icon && (
        <span aria-hidden="true" className="shrink-0 text-primary-700">
          {icon}
        </span>
      )}
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{title}</span>
        {description && <span className="mt-0.5 block text-sm text-slate-600">{description}</span>}
      </span>
    </RadixRadio.Item>
  );
}
