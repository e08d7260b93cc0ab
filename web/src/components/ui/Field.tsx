import { createContext, use, useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldControl | null>(null);

export interface FieldProps {
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error message (a react-hook-form or server field error); linked with aria-describedby. */
  error?: ReactNode;
  required?: boolean;
  /** Id for the control; generated when absent. */
  id?: string;
  className?: string;
  /** Hide the label visually (still read by screen readers). */
  hideLabel?: boolean;
  children: ReactNode;
}

/**
 * Label + control + hint + error. The control inside (Input, Textarea, Select) picks up its id,
 * aria-describedby and aria-invalid from here:
 *   <Field label="Email" error={errors.email?.message}><Input type="email" {...register('email')} /></Field>
 */
export function Field({ label, hint, error, required = false, id, className, hideLabel, children }: FieldProps) {
  const auto = useId();
  const controlId = id ?? `f${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className={cn('text-sm font-medium text-slate-800', hideLabel && 'sr-only')}>
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <FieldContext value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props a control takes from its Field; explicit props win. */
export function useFieldControl(props: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
}) {
  const field = use(FieldContext);
  return {
    id: props.id ?? field?.id,
    'aria-describedby': [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid ? true : undefined),
    required: props.required ?? (field?.required || undefined),
  };
}

export const controlClasses = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs',
  'placeholder:text-slate-500 hover:border-slate-400',
  'focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  'aria-invalid:border-red-600',
);
