import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryFallback } from '../../../components/ui/query-fallback';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** The spinner's words while the first answer loads: "Loading projects…". */
  loading: string;
  /** The title of the failure when there is nothing to show: "Error loading projects". */
  failed: string;
  /** What to show with the data. */
  children: (data: T) => ReactNode;
}

/**
 * A back-office list: the spinner or the load error (QueryFallback) until its first answer, else the
 * data. A reload that fails keeps the last answer on screen.
 */
export function QueryContent<T>({ query, loading, failed, children }: QueryContentProps<T>) {
  if (query.data === undefined) return <QueryFallback query={query} loading={loading} errorTitle={failed} />;
  return children(query.data);
}
