import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-900 text-white hover:bg-primary-700 active:bg-primary-950',
  accent: 'bg-accent-600 text-white hover:bg-accent-700 active:bg-accent-800',
  outline: 'border border-slate-300 bg-white text-primary-900 hover:bg-slate-50 hover:border-slate-400',
  ghost: 'text-primary-900 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

// Every size keeps a 44 px tap target on touch screens; `sm` shrinks only under a fine pointer.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm pointer-fine:min-h-9',
  md: 'min-h-11 px-4 text-sm sm:text-base',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11 p-0',
};

/** Classes of a button, for links that look like one: <Link className={buttonClasses({variant: 'accent'})}>. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string } = {}): string {
  return cn(
    'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold no-underline transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  busy?: boolean;
  /** Text shown while busy (defaults to the children). */
  busyLabel?: string;
}

export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  busyLabel,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, fullWidth, className })}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {busy && <Spinner />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
