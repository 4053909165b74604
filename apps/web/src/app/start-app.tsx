import { localeOfPath, localePrefix, tidyLocalePath, type PageFormResult, type SiteFeatures } from '@ta/shared';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import type { PageMessages } from '../i18n/catalogue';
import { I18nProvider } from '../i18n/i18n-provider';
import type { Messages } from '../i18n/messages/en';
import { followAccessEnded } from '../lib/circle-ended';
import { preloadComponents, showLazyPartsAfter } from '../lib/lazy-component';
import { rememberPageData } from '../lib/page-data';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';

/**
 * Hydrates the page the server rendered (or renders it, without a server render: plain `vite` during
 * design work). Resolves once React has taken the page over, so a click held while it started can be
 * given again (first-reach.ts).
 */
export function startApp(): Promise<void> {
  const queryClient = createQueryClient();

  // The server writes the dehydrated query cache (including the session) into this element.
  const stateText = document.getElementById('__STATE__')?.textContent?.trim() ?? '';
  const state = (stateText.startsWith('{') ? JSON.parse(stateText) : {}) as DehydratedState & {
    components?: string[];
    messages?: PageMessages;
    form?: PageFormResult;
    features?: SiteFeatures;
  };
  if (state.queries) {
    hydrate(queryClient, state);
    // Read by the server a moment ago: not read again as the page starts (lib/page-data.ts).
    rememberPageData(state.queries.map((query) => query.queryHash));
  }
  // The client removing a helper while her page is open: the page says so at her next call.
  followAccessEnded(queryClient);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  // The page's language is its path's prefix (/es), as on the server.
  const locale = localeOfPath(window.location.pathname);

  // The messages this page shows came in its state. The rest of the language follows once the page
  // has hydrated and the browser is idle; a part loaded later (another page, a dialog) waits for it.
  const messages = (state.messages ?? {}) as Messages;
  let rest: Promise<void> | undefined;
  const loadRest = () =>
    (rest ??= import('../i18n/missing-areas').then(({ loadMissingAreas }) => loadMissingAreas(locale, messages)));
  showLazyPartsAfter(loadRest);

  let started: () => void = () => {};
  const whenStarted = new Promise<void>((resolve) => (started = resolve));
  const app = (shown: Messages) => (
    <StrictMode>
      <Started onStarted={started}>
        <Router base={localePrefix(locale)} hrefs={tidyLocalePath}>
          <I18nProvider locale={locale} messages={shown} onMissingMessage={onMissingMessage}>
            <App queryClient={queryClient} pageForm={state.form ?? null} features={state.features} />
          </I18nProvider>
        </Router>
      </Started>
    </StrictMode>
  );

  /**
   * A message the page did not carry and the rest of the language has not brought yet: a bug of the
   * server render's record (a part shown only in the browser needs its area in AREAS_EVERY_PAGE_CARRIES),
   * said as an error so the browser tests see it. The page renders again once the language is in.
   */
  function onMissingMessage(id: string) {
    console.error(`The page was sent without the message "${id}"; it shows once the language has loaded.`);
    void loadRest().then(() => root?.render(app({ ...messages })));
  }

  let root: ReturnType<typeof createRoot> | undefined;
  // The page's code-split parts that the server rendered load first, so hydration sees the same tree.
  // Without a server render (plain `vite` during design work) there is nothing to hydrate.
  void preloadComponents(state.components ?? []).then(async () => {
    if (container.firstElementChild) {
      // As a transition, hydration works in slices and lets the browser answer a tap between them: at the
      // default priority it is one task that blocks a phone for as long as the whole page takes.
      startTransition(() => {
        root = hydrateRoot(container, app(messages));
      });
    } else {
      await loadRest();
      root = createRoot(container);
      root.render(app(messages));
    }
    // Soon, even on a busy page: a toast or an answer shown before it arrives would read as its message id.
    if (window.requestIdleCallback) window.requestIdleCallback(() => void loadRest(), { timeout: 500 });
    else setTimeout(() => void loadRest(), 1);
  });
  return whenStarted;
}

/**
 * Says when React has committed the page: its handlers are on the page's controls from then on. It wraps
 * the page rather than sitting beside it: a sibling would change every `useId` below from the server's.
 */
function Started({ onStarted, children }: { onStarted: () => void; children: ReactNode }) {
  useEffect(onStarted, [onStarted]);
  return children;
}
