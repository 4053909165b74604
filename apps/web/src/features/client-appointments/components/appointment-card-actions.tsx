import type { ClientAppointment } from '@ta/shared';
import { CalendarClock, CalendarPlus, CalendarX, Repeat } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { rescheduleHref, type AppointmentTab } from '../appointment-tabs';
import { changeWindowOf, moveHref } from '../../../lib/change-window';
import { ChangeWindowNotice } from '../../../components/appointments/change-window-notice';
import { useMayUse } from '../../../lib/use-circle-right';

interface AppointmentCardActionsProps {
  appointment: ClientAppointment;
  tab: AppointmentTab;
  calendarUrl: string;
  /** The card's title and date: each action is described by it, so "Cancel Appointment" says which one. */
  describedBy: string;
  onCancel: (appointment: ClientAppointment) => void;
}

/**
 * Upcoming: until the cut-off, when it can be changed online, with move (or a reschedule request for a
 * service arranged by phone), cancel and add to a calendar; after it, the number to call and the
 * calendar only (docs/booking.md). Past: book a similar one. Cancelled: nothing to do. Someone helping
 * with the account without the right to act gets the calendar file only (docs/circle.md).
 */
export function AppointmentCardActions({
  appointment,
  tab,
  calendarUrl,
  describedBy,
  onCancel,
}: AppointmentCardActionsProps) {
  const t = useT();
  const noticeId = useId();
  const mayAct = useMayUse('act');
  if (tab === 'cancelled') return null;

  if (tab === 'past') {
    if (!mayAct) return null;
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

  const change = changeWindowOf(appointment, new Date());
  const calendar = (
    <a href={calendarUrl} download aria-describedby={describedBy} className={buttonVariants({ variant: 'ghost' })}>
      <CalendarPlus aria-hidden />
      {t('appointments.action.calendar')}
    </a>
  );
  if (!mayAct) return <div className="mt-5 flex flex-wrap gap-3">{calendar}</div>;
  if (change?.kind !== 'online') {
    return (
      <>
        <ChangeWindowNotice change={change} id={noticeId} />
        <div className="mt-5 flex flex-wrap gap-3">{calendar}</div>
      </>
    );
  }
  const described = `${describedBy} ${noticeId}`;
  return (
    <>
      <ChangeWindowNotice change={change} id={noticeId} />
      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          href={change.movable ? moveHref(appointment.id) : rescheduleHref(appointment.id)}
          className={buttonVariants({ variant: 'outline' })}
          aria-describedby={described}
        >
          <CalendarClock aria-hidden />
          {t(change.movable ? 'appointments.action.move' : 'appointments.action.reschedule')}
        </Link>
        <Button variant="outline" aria-describedby={described} onClick={() => onCancel(appointment)}>
          <CalendarX aria-hidden />
          {t('appointments.action.cancel')}
        </Button>
        {calendar}
      </div>
    </>
  );
}
