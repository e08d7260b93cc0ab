import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, useFieldControl } from './Field';

/** A text input; put it inside <Field> for its label, hint and error. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  const control = useFieldControl(props);
  return <input {...props} {...control} className={cn(controlClasses, 'min-h-11 py-2', className)} />;
}
