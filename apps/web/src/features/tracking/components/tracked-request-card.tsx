import { defaultBusiness, type TrackedRequest } from '@ta/shared';
import { Home, UserPlus } from 'lucide-react';
import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { useServiceName } from '../../../lib/service-types';
import { formatInstant } from '../../../lib/instant-format';
import { formatDayHeading, formatTimeRange } from '../../../lib/appointment-format';
import { statusInfo } from '../request-status';
import { RequestStatusBadge } from './request-status-badge';
import { TrackingHelp } from './tracking-help';
import { Detail, RequestCardHeading } from './request-card-parts';

function When({ iso }: { iso: string }) {
  const { date, time } = formatInstant(iso, useLocale());
  return (
    <time dateTime={iso}>
      <FormattedMessage
        id="tracking.request.when"
        values={{ date, time: <span className="whitespace-nowrap">{time}</span> }}
      />
    </time>
  );
}

interface TrackedRequestCardProps {
  request: TrackedRequest;
  /** Where to go for an account: the register tab, or the person's dashboard when signed in. */
  accountLink: { href: string; label: string };
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Public tracking shows the status, service, dates, the first name and the message, nothing else. */
export function TrackedRequestCard({ request, accountLink, headingRef }: TrackedRequestCardProps) {
  const t = useT();
  const serviceName = useServiceName();
  const status = statusInfo(request.status);
  const locale = useLocale();
  const { booking } = request;
  // The time picked with the request: held for staff to confirm, or booked (docs/booking.md).
  const when = booking
    ? `${formatDayHeading(booking.date, locale)}, ${formatTimeRange(booking.start, booking.end, locale)}`
    : '';
  return (
    <Card>
      <CardContent className="space-y-6">
        <RequestCardHeading
          heading={t('tracking.request.heading')}
          codeLabel={t('tracking.request.id')}
          code={request.trackingToken}
          statusLabel={t('tracking.request.status')}
          badge={<RequestStatusBadge status={status} />}
          headingRef={headingRef}
        />

        <div className="rounded-xl border-l-4 border-brand-700 bg-canvas p-4">
          <p className="text-lg">
            {t(status.explanation, status.tone === 'completed' ? { business: defaultBusiness.name } : undefined)}
          </p>
          {booking ? (
            <p className="mt-2 text-lg font-semibold" data-testid="booked-time">
              {t(booking.status === 'confirmed' ? 'booking.received.booked' : 'booking.received.held', { when })}
            </p>
          ) : null}
          {status.nextSteps ? (
            <p className="mt-2">
              <strong>{t('tracking.request.next-step')}</strong> {t(status.nextSteps)}
            </p>
          ) : null}
        </div>

        <dl className="grid gap-5 sm:grid-cols-2">
          <Detail term={t('tracking.request.by')}>{request.firstName}</Detail>
          <Detail term={t('tracking.request.service')}>{serviceName(request.serviceInterest)}</Detail>
          <Detail term={t('tracking.request.submitted')}>
            <When iso={request.createdAt} />
          </Detail>
          <Detail term={t('tracking.request.updated')}>
            {request.updatedAt ? <When iso={request.updatedAt} /> : t('tracking.request.not-updated')}
          </Detail>
        </dl>

        <div>
          <h3 className="text-xl">{t('tracking.request.message')}</h3>
          <p className="mt-2 rounded-xl border border-line bg-white p-4 wrap-anywhere whitespace-pre-line">
            {request.message}
          </p>
        </div>

        <TrackingHelp />

        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link href="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <Home aria-hidden />
            {t('tracking.request.home')}
          </Link>
          <Link href={accountLink.href} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            <UserPlus aria-hidden />
            {accountLink.label}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
