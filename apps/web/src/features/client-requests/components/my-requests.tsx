import type { ClientRequest } from '@ta/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { ClipboardList, Plus } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/use-t';
import { RequestCard } from './request-card';

interface MyRequestsProps {
  query: UseQueryResult<ClientRequest[]>;
  /** The status badge for a status value. */
  renderStatus: (status: string) => ReactNode;
  /** "Create New Request": opens the New Request tab. */
  /** Absent when the person may not send a request for this account (docs/circle.md). */
  onCreateNew?: (() => void) | undefined;
}

/** The My Requests tab: a spinner, the list, "No requests yet", or the error with Try Again. */
export function MyRequests({ query, renderStatus, onCreateNew }: MyRequestsProps) {
  const { isError, errorUpdatedAt } = query;
  const t = useT();
  const loadFailed = t('client.requests.load-failed');
  const errorTitle = t('client.toast.error');

  // A toast announces each failed load; the message and Try Again stay on the page as well.
  useEffect(() => {
    if (isError) toast({ title: errorTitle, description: loadFailed, variant: 'destructive' });
  }, [isError, errorUpdatedAt, errorTitle, loadFailed]);

  if (query.isPending) {
    return <Spinner label={t('client.requests.loading')} showLabel className="py-8" />;
  }

  if (query.isError) {
    return (
      <LoadError
        title={t('client.requests.load-error')}
        message={loadFailed}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const requests = query.data;
  if (requests.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-line bg-white px-5 py-10 text-center">
        <ClipboardList aria-hidden className="size-12 text-brand-700" />
        <h3 className="text-2xl">{t('client.requests.empty.title')}</h3>
        <p className="prose-width">{t('client.requests.empty.text')}</p>
        {onCreateNew ? (
          <Button type="button" size="lg" className="mt-2" onClick={onCreateNew}>
            <Plus aria-hidden />
            {t('client.requests.create')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-muted">{t('client.requests.count', { count: requests.length })}</p>
      <ul className="space-y-5">
        {requests.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} status={renderStatus(request.status)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
