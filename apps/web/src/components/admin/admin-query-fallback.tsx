import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { buttonVariants } from '../ui/button';
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

interface DetailWaitingProps {
  /** A query still waiting for its first answer, or failed before it. */
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'isFetching' | 'refetch'>;
  /** What the page shows: "Appointment". */
  title: string;
  /** The spinner's words: "Loading the appointment…". */
  loading: string;
  /** The failure's title: "Error loading the appointment". */
  failed: string;
  /** The phone-first page (a visit): a smaller heading. */
  compact?: boolean;
}

/** A back-office detail page before its record: the page's heading over the spinner, or over the load error with Try Again. */
export function DetailWaiting({ query, title, loading, failed, compact = false }: DetailWaitingProps) {
  return (
    <>
      <h1 className={compact ? 'text-3xl' : 'text-3xl sm:text-4xl'}>{title}</h1>
      {query.isPending ? (
        <Spinner label={loading} showLabel />
      ) : (
        <LoadError
          title={failed}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
    </>
  );
}

interface DetailNotFoundProps {
  /** "Appointment not found". */
  title: string;
  /** Why it may be missing: "It may have been deleted, or the address is not right." */
  text: string;
  /** The list the record belongs to, and the link's words: "Back to Appointments". */
  back: { href: string; label: string };
  /** The phone-first page (a visit): less padding. */
  compact?: boolean;
}

/** A back-office detail page whose record is not there, with the way back to its list. */
export function DetailNotFound({ title, text, back, compact = false }: DetailNotFoundProps) {
  return (
    <div className={`rounded-2xl border border-line bg-white ${compact ? 'p-6' : 'p-8'} text-center shadow-card`}>
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-2 text-lg text-muted">{text}</p>
      <Link href={back.href} className={`${buttonVariants({ variant: 'primary' })} mt-5`}>
        {back.label}
      </Link>
    </div>
  );
}
