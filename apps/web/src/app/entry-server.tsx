import type { PageFormResult, SessionUser } from '@ta/shared';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Router, type SsrContext } from 'wouter';
import { PageMetaCollector, PageMetaProvider } from '../lib/page-meta';
import { collectRenderedComponents, preloadAllComponents } from '../lib/lazy-component';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { App } from './app';
import { renderHead } from './render-head';
import { serverReadsFor } from './routes';
import { serializeState } from './serialize-state';

export interface RenderInput {
  /** Path and query string of the request, such as `/auth?tab=register`. */
  url: string;
  user: SessionUser | null;
  /** The site's public origin, such as `https://example.com`: canonical and og:url are absolute. */
  origin: string;
  /** Reads the API on the server, as the visitor (their cookie and address). */
  api: (path: string) => Promise<{ status: number; body: unknown }>;
  /** The result of a form the visitor sent without JavaScript, when the page answers it. */
  form?: PageFormResult;
}

export interface RenderResult {
  status: number;
  /** Set when the page must not render for this visitor; the server answers 302. */
  redirect?: string;
  head: string;
  html: string;
  /** Already escaped for the `__STATE__` script element. */
  state: string;
}

export async function render({ url, user, origin, api, form }: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session, user);

  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart + 1);

  await Promise.all(
    (await serverReadsFor(pathname, new URLSearchParams(search))).map(async ({ queryKey, path }) => {
      const { status, body } = await api(path);
      if (status === 200) queryClient.setQueryData(queryKey, body);
      else if (status === 404) queryClient.setQueryData(queryKey, null);
      // Anything else is left to the browser, which shows its loading and error states.
    }),
  );

  const ssrContext: SsrContext = {};
  const pageMeta = new PageMetaCollector();
  await preloadAllComponents();
  const { result: html, names: components } = collectRenderedComponents(() =>
    renderToString(
      <Router ssrPath={pathname} ssrSearch={search} ssrContext={ssrContext}>
        <PageMetaProvider collector={pageMeta}>
          <App queryClient={queryClient} pageForm={form ?? null} />
        </PageMetaProvider>
      </Router>,
    ),
  );

  if (ssrContext.redirectTo) {
    return { status: 302, redirect: ssrContext.redirectTo, head: '', html: '', state: '' };
  }

  return {
    status: pageMeta.meta?.status ?? 200,
    head: renderHead(pageMeta.meta, pathname, origin.replace(/\/+$/, '')),
    html,
    // The form result goes to the browser too, so the form hydrates as the server rendered it.
    state: serializeState({ ...dehydrate(queryClient), components, ...(form ? { form } : {}) }),
  };
}
