import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the server's per-field messages (VALIDATION_ERROR and CONFLICT details) on the form's fields.
 * Answers whether any field got one, so the caller can fall back to the global toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const field of fields) {
    const detail = error.details[field];
    const message = Array.isArray(detail) ? detail.find((item) => typeof item === 'string') : detail;
    if (typeof message === 'string' && message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
