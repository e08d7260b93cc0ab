import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/**
 * Puts the server's per-field messages (`error.fields`) under those of `fields` the form has;
 * true when any was shown. `focus` moves the focus to the first of them.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  { focus = false }: { focus?: boolean } = {},
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let shown = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if (!fields.includes(name as Path<T>)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: focus && !shown });
    shown = true;
  }
  return shown;
}
