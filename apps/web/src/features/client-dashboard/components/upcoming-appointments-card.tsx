import type { ClientAppointment } from '@ta/shared';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import type { LoadState } from '../load-state';
import { STEPS } from '../next-step';
import { AppointmentSummary } from './appointment-summary';
import { CardFailed, CardLoading } from './card-states';
import { DashboardCard } from './dashboard-card';

/** Up to three upcoming, non-cancelled appointments (the caller picks them), and a way to all of them. */
export function UpcomingAppointmentsCard({ state }: { state: LoadState<ClientAppointment[]> }) {
  return (
    <DashboardCard
      title="Upcoming appointments"
      icon={CalendarDays}
      footer={
        <Link href="/appointments" className={buttonVariants({ variant: 'outline' })}>
          All my appointments
          <ArrowRight aria-hidden />
        </Link>
      }
    >
      <AppointmentsBody state={state} />
    </DashboardCard>
  );
}

function AppointmentsBody({ state }: { state: LoadState<ClientAppointment[]> }) {
  if (state.status === 'pending') return <CardLoading label="Loading your appointments…" />;
  if (state.status === 'error') return <CardFailed>We couldn’t load your appointments.</CardFailed>;
  if (state.data.length === 0) {
    return (
      <div className="space-y-2">
        <p>You have no upcoming appointments.</p>
        <Link href={STEPS.scheduleAppointment.href} className="inline-flex min-h-11 items-center font-bold underline">
          Schedule an appointment
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {state.data.map((appointment) => (
        <AppointmentSummary key={appointment.id} appointment={appointment} />
      ))}
    </ul>
  );
}
