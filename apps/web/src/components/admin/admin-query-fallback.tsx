import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../ui/load-error';
import { Spinner } from '../ui/spinner';

interface AdminQueryFallbackProps {
  query: Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'isFetching' | 'refetch'>;
  /** The spinner's words ("Loading the invoices…"). */
  loading: string;
}

/**
 * A back-office screen's place for its data until the first answer: the spinner, or "Error loading
 * data" with the failure's message and Retry. Use it where the query is pending or failed.
 */
export function AdminQueryFallback({ query, loading }: AdminQueryFallbackProps) {
  return query.isError ? (
    <LoadError
      title="Error loading data"
      retryLabel="Retry"
      message={query.error?.message}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  ) : (
    <Spinner label={loading} showLabel />
  );
}
