import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/** What this needs of a zod schema: `safeParse` with the issues' paths and messages. */
export interface Contract {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[] } };
}

/**
 * A react-hook-form resolver that checks the form's API payload with the shared zod contract, so
 * the form refuses exactly what the server would, with the same messages: the first message of
 * each listed field goes under it.
 */
export function contractResolver<V extends FieldValues>(schema: Contract, toPayload: (values: V) => unknown, fields: readonly Path<V>[]): Resolver<V> {
  return async (values) => {
    const result = schema.safeParse(toPayload(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && fields.includes(field as Path<V>) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
