import type { ContactRequestReceipt } from '@ta/shared';
import { CircleCheck, RotateCcw, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatDayHeading, formatTimeRange } from '../../../lib/appointment-format';
import { useServiceName } from '../../../lib/service-types';
import { CopyCodeButton } from './copy-code-button';

interface RequestReceivedProps {
  receipt: ContactRequestReceipt;
  photoCount: number;
  onSubmitAnother: () => void;
}

/** Stays on the page until the visitor leaves: the tracking code must not live in a toast only. */
export function RequestReceived({ receipt, photoCount, onSubmitAnother }: RequestReceivedProps) {
  const t = useT();
  const serviceName = useServiceName();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const code = receipt.trackingToken;
  const locale = useLocale();
  const { booking } = receipt;
  // A time picked from the list: held for staff to confirm, or booked (docs/booking.md).
  const when = booking
    ? `${formatDayHeading(booking.date, locale)}, ${formatTimeRange(booking.start, booking.end, locale)}`
    : '';

  return (
    <section aria-labelledby="request-received-heading" className="space-y-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
        <CircleCheck aria-hidden className="size-9 shrink-0 text-success-700 sm:mt-1" />
        <div className="space-y-2">
          <h2 id="request-received-heading" ref={heading} tabIndex={-1} className="text-3xl">
            {t('contact.received.heading')}
          </h2>
          <p className="text-lg">
            <FormattedMessage
              id="contact.received.text"
              values={{ service: <strong>{serviceName(receipt.serviceInterest)}</strong> }}
            />
          </p>
          {booking ? (
            <p className="text-lg font-semibold" data-testid="booked-time">
              {t(booking.status === 'confirmed' ? 'booking.received.booked' : 'booking.received.held', { when })}
            </p>
          ) : null}
          {photoCount > 0 ? <p>{t('contact.received.photos', { count: photoCount })}</p> : null}
        </div>
      </div>

      <div className="rounded-xl border-2 border-brand-700 bg-brand-50 p-4 sm:p-5">
        <p className="font-bold">{t('forms.code.yours')}</p>
        <p className="mt-1 font-mono text-3xl font-bold tracking-wider text-brand-950 [overflow-wrap:anywhere]">
          {code}
        </p>
        <p className="mt-2 text-base">{t('contact.received.save')}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
          <CopyCodeButton code={code} />
          <Link
            href={`/track-request?token=${encodeURIComponent(code)}`}
            className={buttonVariants({ variant: 'primary', className: 'w-full sm:w-auto' })}
          >
            <Search aria-hidden />
            {t('forms.code.track')}
          </Link>
        </div>
      </div>

      <Button type="button" variant="outline" size="lg" className="w-full sm:w-auto" onClick={onSubmitAnother}>
        <RotateCcw aria-hidden />
        {t('forms.code.another')}
      </Button>
    </section>
  );
}
