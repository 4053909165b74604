import '../styles.css';
import { localeOfPath, localePrefix, tidyLocalePath, type PageFormResult } from '@ta/shared';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { loadMessages } from '../i18n/catalogue';
import { I18nProvider } from '../i18n/i18n-provider';
import type { Messages } from '../i18n/messages/en';
import { followAccessEnded } from '../lib/circle-ended';
import { preloadComponents } from '../lib/lazy-component';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';

const queryClient = createQueryClient();

// The server writes the dehydrated query cache (including the session) into this element.
const stateText = document.getElementById('__STATE__')?.textContent?.trim() ?? '';
const state = (stateText.startsWith('{') ? JSON.parse(stateText) : {}) as DehydratedState & {
  components?: string[];
  form?: PageFormResult;
};
if (state.queries) hydrate(queryClient, state);
// The client removing a helper while her page is open: the page says so at her next call.
followAccessEnded(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The page's language is its path's prefix (/es), as on the server.
const locale = localeOfPath(window.location.pathname);

const app = (messages: Messages) => (
  <StrictMode>
    <Router base={localePrefix(locale)} hrefs={tidyLocalePath}>
      <I18nProvider locale={locale} messages={messages}>
        <App queryClient={queryClient} pageForm={state.form ?? null} />
      </I18nProvider>
    </Router>
  </StrictMode>
);

// The page's code-split parts that the server rendered, and its language's messages, load first, so
// hydration sees the same tree. Without a server render (plain `vite` during design work) there is
// nothing to hydrate.
void Promise.all([loadMessages(locale), preloadComponents(state.components ?? [])]).then(([messages]) => {
  if (container.firstElementChild) hydrateRoot(container, app(messages));
  else createRoot(container).render(app(messages));
});
