import type { PageFormResult } from '@ta/shared';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** A page form's problems, as react-hook-form shows them next to the fields (use-progressive-form.ts does the same). */
export function serverErrors<T extends FieldValues>(result: PageFormResult | null): FieldErrors<T> | undefined {
  if (!result || Object.keys(result.errors).length === 0) return undefined;
  const entries = Object.entries(result.errors).map(([name, message]) => [name, { type: 'server', message }]);
  return Object.fromEntries(entries) as FieldErrors<T>;
}
