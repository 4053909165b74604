import {
  DEFAULT_DISPLAY,
  LOCALE_TAGS,
  NO_SITE_FEATURES,
  localeOfPath,
  localePrefix,
  pathInLocale,
  pathWithoutLocale,
  tidyLocalePath,
  type DisplaySettings,
  type PageFormResult,
  type PublicPriceList,
  type SessionUser,
  type SiteFeatures,
} from '@ta/shared';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from './render-to-string';
import { Router, type SsrContext } from 'wouter';
import { loadMessages, messagesOfAreas, recordAreas } from '../i18n/catalogue';
import { I18nProvider } from '../i18n/i18n-provider';
import { DisplayProvider } from '../lib/display-settings';
import { PageMetaCollector, PageMetaProvider } from '../lib/page-meta';
import { collectRenderedComponents, preloadAllComponents } from '../lib/lazy-component';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { readFor } from '../lib/server-read';
import { App } from './app';
import { landingPrices } from '../features/landing/content/pricing';
import { renderHead } from './render-head';
import type { StartOn } from './first-reach';
import { serverReadsFor, startOf } from './routes';
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
  /** The visitor's text size and contrast (their cookies); the server puts them on `<html>` too. */
  display?: DisplaySettings;
  /** What the server's settings offer (texts): a feature without its settings is absent from the page. */
  features?: SiteFeatures;
}

export interface RenderResult {
  status: number;
  /** Set when the page must not render for this visitor; the server answers 302. */
  redirect?: string;
  /** The page's language as a BCP 47 tag, for `<html lang>`. */
  lang: string;
  head: string;
  html: string;
  /** Already escaped for the `__STATE__` script element. */
  state: string;
  /**
   * When the browser starts the app: at the visitor's first reach on a page the server renders whole (for a
   * signed-in visitor, at the latest when its live parts are due), else at load (app/first-reach.ts). The
   * server writes it on `#root` as `data-start`.
   */
  startOn: StartOn;
}

export async function render({
  url,
  user,
  origin,
  api,
  form,
  display = DEFAULT_DISPLAY,
  features = NO_SITE_FEATURES,
}: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session, user);

  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart + 1);
  // The language is the path's prefix (/es); the routes below see the path without it.
  const locale = localeOfPath(pathname);
  const catalogue = await loadMessages(locale);
  // The page carries the areas of the catalogue its render reads, in its state: no second request for its text.
  const { messages, areas } = recordAreas(catalogue);

  await Promise.all(
    (await serverReadsFor(pathWithoutLocale(pathname), new URLSearchParams(search)))
      .filter((read) => readFor(read, user))
      .map(async ({ queryKey, path, part }) => {
        const { status, body } = await api(path);
        if (status === 200) queryClient.setQueryData(queryKey, body);
        else if (status === 404 && part !== true) queryClient.setQueryData(queryKey, null);
        // Anything else is left to the browser, which shows its loading and error states.
      }),
  );

  const ssrContext: SsrContext = {};
  const pageMeta = new PageMetaCollector();
  await preloadAllComponents();
  const { result: html, names: components } = collectRenderedComponents(() =>
    renderToString(
      <Router
        base={localePrefix(locale)}
        hrefs={tidyLocalePath}
        ssrPath={pathname}
        ssrSearch={search}
        ssrContext={ssrContext}
      >
        <I18nProvider locale={locale} messages={messages}>
          <DisplayProvider value={display}>
            <PageMetaProvider collector={pageMeta}>
              <App queryClient={queryClient} pageForm={form ?? null} features={features} />
            </PageMetaProvider>
          </DisplayProvider>
        </I18nProvider>
      </Router>,
    ),
  );

  const lang = LOCALE_TAGS[locale];
  if (ssrContext.redirectTo) {
    // wouter gives the target as the page's code named it: inside the language's base, or `~` for a
    // path outside it.
    const to = ssrContext.redirectTo;
    const redirect = to.startsWith('~') ? to.slice(1) : pathInLocale(to, locale);
    return { status: 302, redirect, lang, head: '', html: '', state: '', startOn: 'load' };
  }

  const startOn = await startOf(pathWithoutLocale(pathname), user !== null);
  return {
    status: pageMeta.meta?.status ?? 200,
    lang,
    head: renderHead(
      pageMeta.meta,
      pathname,
      origin.replace(/\/+$/, ''),
      locale,
      landingPrices(queryClient.getQueryData<PublicPriceList>(queryKeys.priceList.public())),
    ),
    html,
    startOn,
    // The form result goes to the browser too, so the form hydrates as the server rendered it.
    state: serializeState({
      ...dehydrate(queryClient),
      components,
      // A signed-in page that draws much of itself from calls made after hydration (the back office's
      // lists), whose words its server render never read, carries them all; one the server renders whole
      // (it starts at the first reach) carries the areas it read, as a public page does (docs/i18n.md).
      messages: user && startOn === 'load' ? catalogue : messagesOfAreas(catalogue, areas),
      ...(form ? { form } : {}),
      // Only what differs from nothing set up: most sites' pages carry no word of it.
      ...(features.texts ? { features } : {}),
    }),
  };
}
