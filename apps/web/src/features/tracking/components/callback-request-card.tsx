import {
  CONTACT_STATUSES,
  defaultBusiness,
  formatBusinessClock,
  formatBusinessTime,
  LOCALE_TAGS,
  type ContactStatus,
  type TrackedRequest,
} from '@ta/shared';
import { CircleCheck, CircleDot, CircleHelp, CircleX, Home, Hourglass, Phone } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { StatusBadge, type BadgeLook } from '../../../components/ui/status-badge';
import { useLocale } from '../../../i18n/i18n-provider';
import type { MessageId } from '../../../i18n/messages/en';
import { useT } from '../../../i18n/use-t';
import { Detail, RequestCardHeading } from './request-card-parts';

const LOOKS: Record<ContactStatus | 'unknown', BadgeLook> = {
  new: { tone: 'blue', icon: CircleDot },
  'in-progress': { tone: 'yellow', icon: Hourglass },
  completed: { tone: 'green', icon: CircleCheck },
  cancelled: { tone: 'red', icon: CircleX },
  unknown: { tone: 'gray', icon: CircleHelp },
};

const known = (status: string): ContactStatus | 'unknown' =>
  (CONTACT_STATUSES as readonly string[]).includes(status) ? (status as ContactStatus) : 'unknown';

/** Date and time on the business's clock, in the page's language (no narrow spaces: server and browser agree). */
function useWhen() {
  const t = useT();
  const tag = LOCALE_TAGS[useLocale()];
  return (iso: string) =>
    t('callback.track.at', {
      date: formatBusinessTime(iso, tag, { dateStyle: 'long' }),
      time: formatBusinessClock(iso, tag),
    });
}

/**
 * A callback on the tracking page (docs/decisions/035-call-me-back.md): whether we have called, in
 * plain words, with the best time chosen. Like every tracked request, it shows the first name and
 * never the phone number.
 */
export function CallbackRequestCard({
  request,
  headingRef,
}: {
  request: TrackedRequest;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  const when = useWhen();
  const status = known(request.status);
  const time = request.bestTime ?? 'any';
  return (
    <Card>
      <CardContent className="space-y-6">
        <RequestCardHeading
          heading={t('callback.track.heading')}
          codeLabel={t('callback.track.code')}
          code={request.trackingToken}
          statusLabel={t('callback.track.status')}
          badge={
            <StatusBadge {...LOOKS[status]} label={t(`callback.status.${status}` satisfies MessageId)} size="lg" />
          }
          headingRef={headingRef}
        />

        <div className="rounded-xl border-l-4 border-brand-700 bg-canvas p-4">
          <p className="text-lg">
            {t(`callback.track.${status}` satisfies MessageId, { when: t(`callback.when.${time}`) })}
          </p>
        </div>

        <dl className="grid gap-5 sm:grid-cols-2">
          <Detail term={t('callback.track.requested-by')}>{request.firstName}</Detail>
          <Detail term={t('callback.track.best-time')}>{t(`callback.time.${time}` satisfies MessageId)}</Detail>
          <Detail term={t('callback.track.sent')}>
            <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
          </Detail>
          <Detail term={t('callback.track.updated')}>
            {request.updatedAt ? (
              <time dateTime={request.updatedAt}>{when(request.updatedAt)}</time>
            ) : (
              t('callback.track.not-updated')
            )}
          </Detail>
        </dl>

        {request.message ? (
          <div>
            <h3 className="text-xl">{t('callback.track.note')}</h3>
            <p className="mt-2 rounded-xl border border-line bg-white p-4 wrap-anywhere whitespace-pre-line">
              {request.message}
            </p>
          </div>
        ) : null}

        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a href={`tel:${defaultBusiness.phoneE164}`} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            <Phone aria-hidden />
            {t('callback.track.call-us')} {defaultBusiness.phoneDisplay}
          </a>
          <Link href="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <Home aria-hidden />
            {t('callback.track.home')}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
