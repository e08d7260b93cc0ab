import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, useFieldControl } from './Field';

/** A multi-line input; put it inside <Field> for its label, hint and error. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  const control = useFieldControl(props);
  return <textarea rows={rows} {...props} {...control} className={cn(controlClasses, 'py-2 leading-relaxed', className)} />;
}
