import { useCallback, useState } from 'react';
import { isApiError } from './api';

/** One message (or none) per field of a form. */
export type FieldMessages<F extends string> = Partial<Record<F, string>>;

/** What this needs of a zod schema: `safeParse` with the issues' paths and messages. */
export interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * The per-field messages of a form kept in plain state (react-hook-form pages use
 * setServerFieldErrors instead): the first message per field when the shared schema refuses the
 * payload, the server's `fields` after a refused save, and a field's message gone once it is edited.
 * Only the listed `fields` get messages.
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldMessages<F>>({});

  /** The field was edited: its message goes. */
  const clear = useCallback((field: F) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e)), []);

  /** True when `schema` accepts `payload`; otherwise false, and the messages shown. */
  const check = (schema: Checkable, payload: unknown): boolean => {
    const checked = schema.safeParse(payload);
    if (checked.success) return true;
    const next: FieldMessages<F> = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as F;
      if (fields.includes(field)) next[field] ??= issue.message;
    }
    setErrors(next);
    return false;
  };

  /** After a refused save: the server's messages for these fields, when it sent any. */
  const showServerErrors = (error: unknown) => {
    if (!isApiError(error) || !error.fields) return;
    const next: FieldMessages<F> = {};
    for (const [key, message] of Object.entries(error.fields)) if (fields.includes(key as F)) next[key as F] = message;
    setErrors(next);
  };

  const reset = () => setErrors({});

  return { errors, clear, check, showServerErrors, reset };
}
