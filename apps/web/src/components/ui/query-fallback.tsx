import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

interface QueryFallbackProps {
  /** A query with nothing to show yet: still loading, or failed before its first answer. */
  query: Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'isFetching' | 'refetch'>;
  /** The spinner's words ("Loading users…"). */
  loading: string;
  /** The failure's title ("Error loading users"). */
  errorTitle: string;
}

/**
 * What a screen shows in place of its data until the first answer: the spinner, or the load error
 * with Try Again. Use it where `query.data` is missing; once there is data a failed refresh keeps it.
 */
export function QueryFallback({ query, loading, errorTitle }: QueryFallbackProps) {
  return query.isError ? (
    <LoadError
      title={errorTitle}
      error={query.error}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  ) : (
    <Spinner label={loading} showLabel className="py-8" />
  );
}
