import { propertyAddress, propertyName, type PropertySummary } from '@ta/shared';
import { ArrowRight, CalendarClock, CircleAlert, FileText, House } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatAppointmentTime, formatDayHeading } from '../../../lib/appointment-format';
import { formatInstantDate } from '../../../lib/instant-format';
import { ResultBadge } from './result-badge';

/** One property on My Properties: where it is, the next visit, the last report and what waits for the owner. */
export function PropertyCard({ property }: { property: PropertySummary }) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const waiting = property.findingsAwaitingDecision;
  const name = propertyName(property);
  const address = propertyAddress(property);
  return (
    <Card highlight={waiting > 0} className="w-full min-w-0" role="group" aria-labelledby={headingId}>
      <CardHeader>
        <div className="flex items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-white">
            <House aria-hidden className="size-6" />
          </span>
          <div className="min-w-0">
            <CardTitle as="h2" id={headingId} className="wrap-anywhere">
              {name}
            </CardTitle>
            {/* Without a name of its own, the title is the street: the line below finishes the address. */}
            <p className="wrap-anywhere text-muted">
              {name === property.addressLine ? `${property.city}, FL ${property.zip}` : address}
            </p>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {waiting > 0 ? (
          <p
            role="note"
            className="flex gap-2 rounded-lg border-2 border-accent-700 bg-accent-50 p-3 text-lg font-bold text-ink"
          >
            <CircleAlert aria-hidden className="mt-1 size-6 shrink-0 text-accent-700" />
            <span>{t('properties.card.waiting', { count: waiting })}</span>
          </p>
        ) : null}
        <div className="flex gap-3">
          <CalendarClock aria-hidden className="mt-1 size-6 shrink-0 text-brand-800" />
          <div>
            <p className="font-bold">{t('properties.card.next-visit')}</p>
            <p>
              {property.nextVisit
                ? t('properties.card.next-visit-when', {
                    date: formatDayHeading(property.nextVisit.date, locale),
                    time: formatAppointmentTime(property.nextVisit.startTime, locale),
                  })
                : t('properties.card.no-next-visit')}
            </p>
          </div>
        </div>
        <div className="flex gap-3">
          <FileText aria-hidden className="mt-1 size-6 shrink-0 text-brand-800" />
          <div className="min-w-0 space-y-1">
            <p className="font-bold">{t('properties.card.last-report')}</p>
            {property.lastReport ? (
              <>
                <p>{formatInstantDate(property.lastReport.finishedAt, locale)}</p>
                <ResultBadge result={property.lastReport.result} />
                <p>
                  <Link
                    href={`/reports/${property.lastReport.visitId}`}
                    className="inline-flex min-h-11 items-center gap-2 font-bold underline"
                  >
                    {t('properties.card.read-report')}
                    <ArrowRight aria-hidden className="size-5" />
                  </Link>
                </p>
              </>
            ) : (
              <p>{t('properties.card.no-report')}</p>
            )}
          </div>
        </div>
      </CardContent>
      <CardFooter>
        <Link href={`/properties/${property.id}`} className={buttonVariants({ variant: 'outline' })}>
          {t('properties.card.open')}
          <span className="sr-only">: {name}</span>
          <ArrowRight aria-hidden />
        </Link>
      </CardFooter>
    </Card>
  );
}
