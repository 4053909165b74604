import { NO_SITE_FEATURES, type PageFormResult, type SiteFeatures } from '@ta/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Spinner } from '../components/ui/spinner';
import { useT } from '../i18n/use-t';
import { lazyComponent } from '../lib/lazy-component';
import { PageFormProvider } from '../lib/page-form';
import { SiteFeaturesProvider } from '../lib/site-features';
import { AppRoutes } from './routes';
import { useRouteFocus } from './use-route-focus';

function RouteFocus() {
  useRouteFocus();
  return null;
}

// Toasts appear only after hydration; their code (Radix Toast) loads after the page.
const Toaster = lazyComponent('toaster', () => import('../components/ui/toaster').then((m) => m.Toaster), {
  hydrateWith: false,
});

// The chat button: browser only, its own small chunk; the panel's code loads when it is opened.
const ChatToggle = lazyComponent(
  'chat-toggle',
  () => import('../features/chat/components/chat-toggle').then((m) => m.ChatToggle),
  {
    hydrateWith: false,
  },
);

/** While a page's code loads after a link: still a page, with its main landmark and a heading. */
function PageLoading() {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh items-center justify-center outline-none">
      <h1 className="sr-only">{t('site.loading-page')}</h1>
      <Spinner label={t('chrome.loading-page')} showLabel />
    </main>
  );
}

interface AppProps {
  queryClient: QueryClient;
  /** The result of a form sent without JavaScript that this page answers (lib/page-form.tsx). */
  pageForm: PageFormResult | null;
  /** What the server's settings offer (texts); nothing optional unless said. */
  features?: SiteFeatures;
}

/** The whole app below the router; the entries supply the router, the query client and any form result. */
export function App({ queryClient, pageForm, features = NO_SITE_FEATURES }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouteFocus />
      <SiteFeaturesProvider value={features}>
        <PageFormProvider result={pageForm}>
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
        </PageFormProvider>
      </SiteFeaturesProvider>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <Suspense fallback={null}>
        <ChatToggle />
      </Suspense>
    </QueryClientProvider>
  );
}
