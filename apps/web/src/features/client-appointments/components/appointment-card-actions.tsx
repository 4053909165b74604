import type { ClientAppointment } from '@ta/shared';
import { CalendarClock, CalendarPlus, CalendarX, Repeat } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { rescheduleHref, type AppointmentTab } from '../appointment-tabs';

interface AppointmentCardActionsProps {
  appointment: ClientAppointment;
  tab: AppointmentTab;
  calendarUrl: string;
  /** The card's title and date: each action is described by it, so "Cancel Appointment" says which one. */
  describedBy: string;
  onCancel: (appointment: ClientAppointment) => void;
}

/** Upcoming: reschedule, cancel, add to a calendar. Past: book a similar one. Cancelled: nothing to do. */
export function AppointmentCardActions({
  appointment,
  tab,
  calendarUrl,
  describedBy,
  onCancel,
}: AppointmentCardActionsProps) {
  const t = useT();
  if (tab === 'cancelled') return null;

  if (tab === 'past') {
    return (
      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          href="/contact?service=similar"
          className={buttonVariants({ variant: 'outline' })}
          aria-describedby={describedBy}
        >
          <Repeat aria-hidden />
          {t('appointments.action.similar')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mt-5 flex flex-wrap gap-3">
      <Link
        href={rescheduleHref(appointment.id)}
        className={buttonVariants({ variant: 'outline' })}
        aria-describedby={describedBy}
      >
        <CalendarClock aria-hidden />
        {t('appointments.action.reschedule')}
      </Link>
      <Button variant="outline" aria-describedby={describedBy} onClick={() => onCancel(appointment)}>
        <CalendarX aria-hidden />
        {t('appointments.action.cancel')}
      </Button>
      <a href={calendarUrl} download aria-describedby={describedBy} className={buttonVariants({ variant: 'ghost' })}>
        <CalendarPlus aria-hidden />
        {t('appointments.action.calendar')}
      </a>
    </div>
  );
}
