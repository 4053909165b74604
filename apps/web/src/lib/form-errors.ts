import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../components/ui/use-toast';
import { ApiError, errorMessage } from './api-client';

/**
 * Puts the server's per-field messages next to the matching fields.
 * Returns true when at least one field message was placed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let placed = false;
  for (const field of knownFields) {
    const message = error.fields[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}

/**
 * A form's send failed: the server's field messages go next to their fields and a toast says what
 * failed. Returns the message, which the form keeps on the page too (a toast alone would vanish).
 */
export function reportFormFailure<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T> },
  fields: readonly Path<T>[],
  title: string,
  message: string = errorMessage(error),
): string {
  applyServerFieldErrors(error, form.setError, fields);
  toast({ title, description: message, variant: 'destructive' });
  return message;
}
