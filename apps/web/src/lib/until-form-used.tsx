import { use, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/** The events that mean a visitor has started on a form: a field focused, a press or a key inside it. */
const FORM_USE_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

let formUsed: Promise<void> | undefined;

/** Settles the first time the visitor touches any form on the page, in the browser. */
function firstFormUse(): Promise<void> {
  formUsed ??= new Promise<void>((resolve) => {
    const onEvent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('form')) return;
      for (const type of FORM_USE_EVENTS) document.removeEventListener(type, onEvent, true);
      resolve();
    };
    for (const type of FORM_USE_EVENTS) document.addEventListener(type, onEvent, { capture: true, passive: true });
  });
  return formUsed;
}

/**
 * A server-rendered form whose code (react-hook-form, zod and the form's own) loads only when the visitor
 * first uses a form: until then the browser keeps the server's HTML of it, which works as a plain form
 * (React leaves a part that suspends while hydrating as the server sent it). Shown after hydration, on a
 * page reached in the browser, it renders at once. Wrap it in the form's own `<Suspense>`, inside it:
 * nothing above may change while it waits, or React would draw the part again from scratch.
 */
export function UntilFormUsed({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated && typeof window !== 'undefined') use(firstFormUse());
  return children;
}
