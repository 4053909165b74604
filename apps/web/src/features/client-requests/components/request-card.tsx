import type { ClientRequest } from '@ta/shared';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useServiceName } from '../../../components/appointments/appointment-words';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { RequestTimesLine } from './request-times-line';

interface RequestCardProps {
  request: ClientRequest;
  /** The status badge (its word and colour), supplied by the page. */
  status: ReactNode;
}

/**
 * One of the client's requests: service, status, message, when, and its tracking code (the account
 * holder's alone: someone helping with the account gets none, and the card ends with the times).
 */
export function RequestCard({ request, status }: RequestCardProps) {
  const code = request.trackingToken;
  const t = useT();
  const serviceName = useServiceName();
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h3 className="text-xl wrap-anywhere sm:text-2xl">{serviceName(request.serviceInterest)}</h3>
        <p className="shrink-0">
          <span className="sr-only">{t('client.status-prefix')}</span>
          {status}
        </p>
      </div>
      <p className="wrap-anywhere whitespace-pre-line">{request.message}</p>
      <RequestTimesLine request={request} />
      {code === null ? null : <TrackingLine code={code} />}
    </Card>
  );
}

function TrackingLine({ code }: { code: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <p>
        {t('client.request.tracking-code')}{' '}
        <code className="font-mono text-lg font-bold tracking-wider whitespace-nowrap text-brand-950">{code}</code>
      </p>
      <Link
        href={`/track-request?token=${encodeURIComponent(code)}`}
        className={buttonVariants({ variant: 'outline', size: 'compact' })}
      >
        <Search aria-hidden />
        <FormattedMessage
          id="client.request.details"
          values={{ code, sr: (chunks) => <span className="sr-only">{chunks}</span> }}
        />
      </Link>
    </div>
  );
}
