import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from './api';
import { notify } from './notify';

/**
 * A small form's send: checks the input with the server's own contract first (its message shown, nothing
 * sent), then sends; success is toasted, a refusal shows the server's message. What was typed stays
 * either way (the form keeps its own state). Answers whether it was sent. `done` may depend on what was sent
 * (a form with two buttons: the one pressed).
 */
export function useCheckedSubmit<S extends z.ZodType>(schema: S, send: (value: z.output<S>) => Promise<unknown>, words: { done: string | ((value: z.output<S>) => string); failed: string }) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (input: z.input<S>): Promise<boolean> => {
    const checked = schema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? words.failed);
      return false;
    }
    setError(null);
    try {
      await send(checked.data);
      notify('success', typeof words.done === 'function' ? words.done(checked.data) : words.done);
      return true;
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : words.failed);
      return false;
    }
  };
  return { error, submit };
}
