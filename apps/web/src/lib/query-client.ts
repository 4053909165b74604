import { QueryClient } from '@tanstack/react-query';

/**
 * A fresh client per page render on the server and once in the browser. Every query brings its own
 * `queryFn` (its feature's `api/` file) and its key from `query-keys.ts`. Nothing is read again on its
 * own (no refetch on focus or interval, data never goes stale by time) and nothing is retried: a query
 * that needs otherwise says so.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
