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
import { useHydrated } from './use-hydrated';

/**
 * While the form hydrates, what the visitor already typed or ticked in the server's HTML: react-hook-form
 * writes each field's starting value into it when it takes the field over, which would wipe that out.
 * Nothing on the server, and nothing on a page drawn in the browser (its fields do not exist yet).
 */
function typedBeforeHydration(id: PageFormId, defaultValues: FieldValues): Record<string, unknown> {
  if (typeof document === 'undefined') return {};
  const typed: Record<string, unknown> = {};
  // Only fields that start as text or a tick: a number or a list keeps its own starting value.
  for (const [name, start] of Object.entries(defaultValues)) {
    const element = document.getElementById(pageFieldId(id, name));
    if (typeof start === 'boolean' && element instanceof HTMLInputElement && element.type === 'checkbox') {
      typed[name] = element.checked;
    } else if (
      typeof start === 'string' &&
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement)
    ) {
      typed[name] = element.value;
    }
  }
  return typed;
}

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
  const hydrated = useHydrated();
  const [start] = useState<TValues>(() => {
    const typed = Object.entries(result?.values ?? {}).filter(([name]) => name in defaultValues);
    return {
      ...defaultValues,
      ...Object.fromEntries(typed),
      ...(hydrated ? {} : typedBeforeHydration(id, defaultValues)),
    };
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
