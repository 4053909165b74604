import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../features/admin-appointments/components/load-error';

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
 * A back-office list: a spinner while its first answer loads, the failure with Try Again when nothing
 * could be loaded, else the data. A reload that fails keeps the last answer on screen.
 */
export function QueryContent<T>({ query, loading, failed, children }: QueryContentProps<T>) {
  if (query.isPending) return <Spinner label={loading} showLabel className="py-8" />;
  if (query.isLoadingError) {
    return (
      <LoadError title={failed} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}
