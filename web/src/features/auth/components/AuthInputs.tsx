import { CODE_LENGTH } from '@ssb/domain';
import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/Input';

/** The email box of the sign-in and recovery forms: no autocapitalising or spell-check. */
export function EmailInput(props: ComponentProps<'input'>) {
  return <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** The box for a mailed one-time code (verification or password reset). */
export function CodeInput(props: ComponentProps<'input'>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      placeholder="••••••"
      className="text-center font-mono text-2xl tracking-[0.5em]"
      {...props}
    />
  );
}
