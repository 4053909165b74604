import { PAGE_FORM_FIELD, type PageFormId, type PageFormResult } from '@ta/shared';
import { CircleAlert } from 'lucide-react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useLocation } from 'wouter';

/*
 * Forms that work without JavaScript (docs/architecture.md "A form sent without JavaScript"). Each form
 * posts to its page's URL; the server renders the page again with the form's result, which reaches the
 * form through this context (and, in the page state, the browser, so hydration sees the same form).
 */

const PageFormContext = createContext<PageFormResult | null>(null);

/** Gives the pages the form result the server rendered them with, until the visitor moves on. */
export function PageFormProvider({ result, children }: { result: PageFormResult | null; children: ReactNode }) {
  const [location] = useLocation();
  const [renderedAt] = useState(location);
  const [current, setCurrent] = useState(result);
  // Another page, or this one reached again by a link: the result belonged to the post, not to the URL.
  if (current && location !== renderedAt) setCurrent(null);
  return <PageFormContext.Provider value={current}>{children}</PageFormContext.Provider>;
}

/** The result of form `id` when the page answers that form's post, else null. */
export function usePageFormResult(id: PageFormId): PageFormResult | null {
  const result = useContext(PageFormContext);
  return result?.form === id ? result : null;
}

/** The field's element id: stable, so the problem list at the top of a form can link to it. */
export function pageFieldId(form: PageFormId, name: string): string {
  return `${form}-${name}`;
}

/** Says which form of the page was sent (a page may have two, such as the landing page). */
export function PageFormMarker({ id }: { id: PageFormId }) {
  return <input type="hidden" name={PAGE_FORM_FIELD} value={id} />;
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

interface FormProblemsProps {
  result: PageFormResult | null;
  /** What did not happen, such as "Your message was not sent". */
  title: string;
  /** Once the form is sent again from the browser, its own messages take over. */
  hidden?: boolean;
  /** What to do about it, when there is more than fixing fields (a link to ask for a new one). */
  children?: ReactNode;
}

/**
 * The problems of a form post, at the top of the form, each linked to its field: the page is new
 * after a post, so this is where a screen reader and a keyboard start (it takes focus).
 */
export function FormProblems({ result, title, hidden = false, children }: FormProblemsProps) {
  const fields = Object.entries(result?.errors ?? {});
  if (!result || hidden || (fields.length === 0 && !result.message)) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      autoFocus
      aria-labelledby={`${result.form}-problems`}
      className="rounded-lg border-2 border-danger-700 bg-danger-50 p-4 outline-none focus-visible:shadow-none"
    >
      <p id={`${result.form}-problems`} className="flex items-start gap-2 font-bold text-danger-700">
        <CircleAlert aria-hidden className="mt-0.5 size-6 shrink-0" />
        {title}
      </p>
      {result.message ? (
        <p className="mt-1 text-ink">
          {result.message} {children}
        </p>
      ) : null}
      {fields.length > 0 ? (
        <>
          <p className="mt-1 text-ink">{fields.length === 1 ? 'Please fix this:' : 'Please fix these:'}</p>
          <ul className="mt-1 list-disc space-y-1 pl-6">
            {fields.map(([name, message]) => (
              <li key={name}>
                <a href={`#${pageFieldId(result.form, name)}`} className="inline-flex min-h-11 items-center font-bold">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
