import type { PropertySummary } from '@ta/shared';
import { Building2, CircleAlert, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { DashboardCard, DashboardCardLink } from '../../../components/dashboard/dashboard-card';
import { buttonVariants } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/i18n-provider';
import { useMayUse } from '../../../lib/use-circle-right';
import { useT } from '../../../i18n/use-t';
import { formatAppointmentTime, formatDayHeading } from '../../../lib/appointment-format';
import { useMyProperties } from '../api/my-properties';

/** The soonest visit across the client's properties, or null. */
export function soonestVisit(properties: readonly PropertySummary[]) {
  const visits = properties.flatMap((property) => (property.nextVisit ? [property.nextVisit] : []));
  visits.sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
  return visits[0] ?? null;
}

/** The dashboard's card for home watch: findings waiting first, then the next visit, or how to start. */
export function PropertiesDashboardCard() {
  const t = useT();
  const isOwner = useMayUse('owner');
  const locale = useLocale();
  const { data: properties, isPending, isError } = useMyProperties();
  const waiting = properties?.reduce((sum, property) => sum + property.findingsAwaitingDecision, 0) ?? 0;
  const next = properties ? soonestVisit(properties) : null;

  let body;
  if (isPending) body = <p role="status">{t('properties.loading')}</p>;
  else if (isError || !properties) body = <p>{t('properties.dashboard.failed')}</p>;
  else if (properties.length === 0) body = <p>{t('properties.dashboard.none')}</p>;
  else {
    body = (
      <div className="space-y-3">
        {waiting > 0 ? (
          <p className="flex gap-2 rounded-lg border-2 border-accent-700 bg-accent-50 p-3 text-lg font-bold">
            <CircleAlert aria-hidden className="mt-1 size-6 shrink-0 text-accent-700" />
            <span>{t('properties.card.waiting', { count: waiting })}</span>
          </p>
        ) : null}
        <p>{t('properties.dashboard.count', { count: properties.length })}</p>
        <p>
          {next
            ? t('properties.dashboard.next', {
                date: formatDayHeading(next.date, locale),
                time: formatAppointmentTime(next.startTime, locale),
              })
            : t('properties.card.no-next-visit')}
        </p>
      </div>
    );
  }

  const empty = properties?.length === 0;
  return (
    <DashboardCard
      title={t('properties.title')}
      icon={Building2}
      highlight={waiting > 0}
      footer={
        // Adding a house is the account holder's alone (docs/circle.md).
        empty && isOwner ? (
          <Link href="/properties/new" className={buttonVariants({ variant: 'outline' })}>
            <Plus aria-hidden />
            {t('properties.add')}
          </Link>
        ) : (
          <DashboardCardLink href="/properties">{t('properties.dashboard.open')}</DashboardCardLink>
        )
      }
    >
      {body}
    </DashboardCard>
  );
}
