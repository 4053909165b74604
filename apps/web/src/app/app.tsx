import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Spinner } from '../components/ui/spinner';
import { lazyComponent } from '../lib/lazy-component';
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

function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading the page…" showLabel />
    </div>
  );
}

/** The whole app below the router; the entries supply the router and the query client. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouteFocus />
      <Suspense fallback={<PageLoading />}>
        <AppRoutes />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
