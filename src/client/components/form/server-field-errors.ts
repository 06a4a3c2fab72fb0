import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/api-request.js';

/**
 * The error type of a message the server sent for a field: its key when it has one, else its text
 * as sent (see useFieldError).
 */
export const SERVER_ERROR_TYPE = 'server';

/**
 * Puts each of a failed call's field errors (`errors: [{ path, message, key }]`) under the form field
 * its path names, focusing the first; paths the form has no field for are left to the caller's
 * toast. Returns whether any was placed.
 */
export function setServerFieldErrors<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = new Set(Object.keys(form.getValues()));
  let placed = false;
  for (const { path, message, key } of error.errors) {
    const field = path?.split('.')[0];
    if (!path || !field || !fields.has(field)) continue;
    // A message of ours is placed by its key, which useFieldError reads in the visitor's language.
    form.setError(
      path as Path<V>,
      { type: SERVER_ERROR_TYPE, message: key ?? message },
      { shouldFocus: !placed },
    );
    placed = true;
  }
  return placed;
}

/** One field's server message, as setServerFieldErrors would place it (for replies with none). */
export function setServerFieldError<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  name: Path<V>,
  message: string,
): void {
  form.setError(name, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true });
}
