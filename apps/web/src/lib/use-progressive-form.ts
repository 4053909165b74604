import type { PageFormId } from '@ta/shared';
import { useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { pageFieldId, usePageFormResult } from './page-form';

interface ProgressiveFormOptions<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  defaultValues: TValues;
}

/**
 * react-hook-form for a form that also works without JavaScript: it starts from what the visitor
 * typed when the page answers their post, shows the server's problems next to the fields, and gives
 * each field the attributes the server HTML needs (a name, an id, its starting value), since
 * `register` alone leaves the value to the browser's script.
 */
export function useProgressiveForm<TValues extends FieldValues, TOutput = TValues>(
  id: PageFormId,
  { resolver, defaultValues }: ProgressiveFormOptions<TValues, TOutput>,
) {
  const result = usePageFormResult(id);
  const [start] = useState<TValues>(() => {
    const typed = Object.entries(result?.values ?? {}).filter(([name]) => name in defaultValues);
    return { ...defaultValues, ...Object.fromEntries(typed) };
  });
  const errors = useMemo((): FieldErrors<TValues> | undefined => {
    if (!result || Object.keys(result.errors).length === 0) return undefined;
    const entries = Object.entries(result.errors).map(([name, message]) => [name, { type: 'server', message }]);
    return Object.fromEntries(entries) as FieldErrors<TValues>;
  }, [result]);
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: start as DefaultValues<TValues>,
    errors,
  });
  const startValue = (name: Path<TValues>): unknown => (start as Record<string, unknown>)[name];

  return {
    form,
    /** What the page answered the form's post with, or null. */
    result,
    /** A text field, select or textarea. */
    field: (name: Path<TValues>) => ({
      id: pageFieldId(id, name),
      defaultValue: String(startValue(name) ?? ''),
      ...form.register(name),
    }),
    checkbox: (name: Path<TValues>) => ({
      id: pageFieldId(id, name),
      defaultChecked: startValue(name) === true,
      ...form.register(name),
    }),
  };
}
