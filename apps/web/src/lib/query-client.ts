import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, type On401 } from './api-client';

/** GETs the path held in the first element of the query key. */
export function getQueryFn({ on401 }: { on401: On401 }): QueryFunction {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey;
    if (typeof path !== 'string') throw new Error('The first query key element must be a path');
    return apiRequest<unknown>(path, { on401, signal });
  };
}

/** A fresh client per page render on the server and once in the browser. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
