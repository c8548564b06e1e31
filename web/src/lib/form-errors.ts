import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * The server's per-field messages (VALIDATION_ERROR and CONFLICT details) for the given fields, in
 * their order; empty when the error names none of them.
 */
export function serverFieldMessages<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  if (!isApiError(error)) return messages;
  for (const field of fields) {
    const detail = error.details[field];
    const message = Array.isArray(detail) ? detail.find((item) => typeof item === 'string') : detail;
    if (typeof message === 'string' && message) messages[field] = message;
  }
  return messages;
}

/**
 * Puts the server's per-field messages on a react-hook-form form's fields, focusing the first.
 * Answers whether any field got one, so the caller can fall back to the global toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const messages = Object.entries(serverFieldMessages(error, fields)) as [Path<T>, string][];
  messages.forEach(([field, message], index) => {
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return messages.length > 0;
}
