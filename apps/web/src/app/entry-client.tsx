import '../styles.css';
import type { PageFormResult } from '@ta/shared';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
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

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <Router>
      <App queryClient={queryClient} pageForm={state.form ?? null} />
    </Router>
  </StrictMode>
);

// The page's code-split parts that the server rendered load first, so hydration sees the same tree.
// Without a server render (plain `vite` during design work) there is nothing to hydrate.
void preloadComponents(state.components ?? []).then(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
