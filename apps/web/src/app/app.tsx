import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';
import { AppRoutes } from './routes';
import { useRouteFocus } from './use-route-focus';

function RouteFocus() {
  useRouteFocus();
  return null;
}

/** The whole app below the router; the entries supply the router and the query client. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouteFocus />
      <AppRoutes />
      <Toaster />
    </QueryClientProvider>
  );
}
