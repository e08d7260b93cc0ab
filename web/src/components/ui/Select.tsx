import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, useFieldControl } from './Field';

/** A native select (best on phones); put it inside <Field>. Pass <option>s as children. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  const control = useFieldControl(props);
  return (
    <div className="relative">
      <select {...props} {...control} className={cn(controlClasses, 'min-h-11 appearance-none py-2 pr-10', className)}>
        {children}
      </select>
      <svg
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
      >
        <path
          fillRule="evenodd"
          d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
          clipRule="evenodd"
        />
      </svg>
    </div>
  );
}
