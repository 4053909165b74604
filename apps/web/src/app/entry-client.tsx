import '../styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';

const queryClient = createQueryClient();

// The server writes the dehydrated query cache (including the session) into this element.
const stateText = document.getElementById('__STATE__')?.textContent?.trim() ?? '';
if (stateText.startsWith('{')) hydrate(queryClient, JSON.parse(stateText));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <Router>
      <App queryClient={queryClient} />
    </Router>
  </StrictMode>
);

// Without a server render (plain `vite` during design work) there is nothing to hydrate.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
