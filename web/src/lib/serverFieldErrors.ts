import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/** Puts the server's per-field messages (`error.fields`) under those of `fields` the form has. */
export function setServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  if (!isApiError(error) || !error.fields) return;
  for (const [name, message] of Object.entries(error.fields)) {
    if (fields.includes(name as Path<T>)) setError(name as Path<T>, { type: 'server', message });
  }
}
