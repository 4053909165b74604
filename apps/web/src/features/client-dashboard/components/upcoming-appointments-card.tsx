import { CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../../../i18n/use-t';
import type { DashboardAppointments } from '../dashboard-lists';
import type { LoadState } from '../load-state';
import { STEPS } from '../next-step';
import { AppointmentSummary } from './appointment-summary';
import { CardFailed, CardLoading } from './card-states';
import { DashboardCard, DashboardCardLink } from '../../../components/dashboard/dashboard-card';

interface UpcomingAppointmentsCardProps {
  state: LoadState<DashboardAppointments>;
  now: Date;
  /** Someone helping with this client's account (docs/circle.md): the card speaks of the client. */
  forName?: string;
}

/**
 * Up to three upcoming appointments and today's finished ones under a heading of their own (the caller
 * picks them), and a way to all of them.
 */
export function UpcomingAppointmentsCard({ state, now, forName }: UpcomingAppointmentsCardProps) {
  const t = useT();
  return (
    <DashboardCard
      title={t('client.upcoming.title')}
      icon={CalendarDays}
      footer={
        <DashboardCardLink href="/appointments">
          {forName === undefined ? t('client.upcoming.all') : t('client.upcoming.all-for', { name: forName })}
        </DashboardCardLink>
      }
    >
      <AppointmentsBody state={state} now={now} forName={forName} />
    </DashboardCard>
  );
}

function AppointmentsBody({ state, now, forName }: UpcomingAppointmentsCardProps) {
  const t = useT();
  if (state.status === 'pending') return <CardLoading label={t('client.upcoming.loading')} />;
  if (state.status === 'error') return <CardFailed>{t('client.upcoming.failed')}</CardFailed>;
  const { upcoming, finishedToday } = state.data;
  return (
    <div className="space-y-6">
      <UpcomingList upcoming={upcoming} now={now} forName={forName} />
      {finishedToday.length > 0 ? (
        <section aria-labelledby="finished-today-title" className="space-y-3">
          <h3 id="finished-today-title" className="text-lg font-bold">
            {t('client.upcoming.finished-today')}
          </h3>
          <ul className="space-y-3">
            {finishedToday.map((appointment) => (
              <AppointmentSummary key={appointment.id} appointment={appointment} now={now} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function UpcomingList({
  upcoming,
  now,
  forName,
}: {
  upcoming: DashboardAppointments['upcoming'];
  now: Date;
  forName?: string;
}) {
  const t = useT();
  if (upcoming.length === 0 && forName !== undefined) return <p>{t('client.upcoming.empty-for', { name: forName })}</p>;
  if (upcoming.length === 0) {
    return (
      <div className="space-y-2">
        <p>{t('client.upcoming.empty')}</p>
        <Link href={STEPS.scheduleAppointment.href} className="inline-flex min-h-11 items-center font-bold underline">
          {t('client.upcoming.schedule')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {upcoming.map((appointment) => (
        <AppointmentSummary key={appointment.id} appointment={appointment} now={now} />
      ))}
    </ul>
  );
}
