import { PAGE_FORM_FIELD, type PageFormId, type PageFormResult } from '@ta/shared';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';

/*
 * Forms that work without JavaScript (docs/architecture.md "A form sent without JavaScript"). Each form
 * posts to its page's URL; the server renders the page again with the form's result, which reaches the
 * form through this context (and, in the page state, the browser, so hydration sees the same form).
 * Every page loads this file: the forms' own code is in use-progressive-form.ts and
 * components/ui/form-problems.tsx.
 */

const PageFormContext = createContext<PageFormResult | null>(null);

/** Gives the pages the form result the server rendered them with, until the visitor moves on. */
export function PageFormProvider({ result, children }: { result: PageFormResult | null; children: ReactNode }) {
  const [location] = useLocation();
  const [renderedAt] = useState(location);
  const [current, setCurrent] = useState(result);
  // Once the visitor moves on, the result is gone for good: it belonged to the post, not to the URL.
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
