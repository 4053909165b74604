import { businessToday, type ClientAppointment } from '@ta/shared';
import type { MessageId } from '../../i18n/messages/en';
import { calendarDate, minutesOfDay } from '../../lib/appointment-format';
import { isFinished } from '../../lib/finished-visit';

export const APPOINTMENT_TABS = ['upcoming', 'past', 'cancelled'] as const;
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];

export type AppointmentsByTab = Record<AppointmentTab, ClientAppointment[]>;

type Schedule = Pick<ClientAppointment, 'appointmentDate' | 'startTime'>;

/**
 * Who is coming, by first name only (the server sends nothing more of staff). Before the visit an
 * unassigned one says we will tell them; afterwards, with no one named, there is nothing to say.
 */
export function whoIsComing(
  staffFirstName: string | null,
  tab: AppointmentTab,
): { id: MessageId; values?: { name: string } } | null {
  const name = staffFirstName?.trim();
  if (tab === 'upcoming')
    return name ? { id: 'appointments.who.coming', values: { name } } : { id: 'appointments.who.unknown' };
  return name ? { id: 'appointments.who.with', values: { name } } : null;
}

/** Oldest first, by date and then start time; values that are not a date or time go last. */
export function compareAppointments(a: Schedule, b: Schedule): number {
  const dateA = calendarDate(a.appointmentDate) ? a.appointmentDate : '\uffff';
  const dateB = calendarDate(b.appointmentDate) ? b.appointmentDate : '\uffff';
  if (dateA !== dateB) return dateA < dateB ? -1 : 1;
  return (minutesOfDay(a.startTime) ?? Infinity) - (minutesOfDay(b.startTime) ?? Infinity) || 0;
}

/**
 * Upcoming: still to come, today or later in the business's time zone, whatever the time of day;
 * Past: before today, or finished; Cancelled: every cancelled one. An appointment whose date is
 * unreadable stays under Upcoming, where the client can still ask about it or cancel it.
 */
export function appointmentTab(appointment: ClientAppointment, now: Date): AppointmentTab {
  if (appointment.status === 'cancelled') return 'cancelled';
  if (isFinished(appointment)) return 'past';
  if (!calendarDate(appointment.appointmentDate)) return 'upcoming';
  return appointment.appointmentDate >= businessToday(now) ? 'upcoming' : 'past';
}

export function splitAppointmentsByTab(appointments: readonly ClientAppointment[], now: Date): AppointmentsByTab {
  const tabs: AppointmentsByTab = { upcoming: [], past: [], cancelled: [] };
  for (const appointment of appointments) tabs[appointmentTab(appointment, now)].push(appointment);
  for (const tab of APPOINTMENT_TABS) tabs[tab].sort(compareAppointments);
  return tabs;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Grey (slate-500) when the service has no colour, or one that is not a hex colour. */
export const DEFAULT_SERVICE_COLOUR = '#64748b';

export function serviceBarColour(color: string | null): string {
  return color && HEX_COLOUR.test(color) ? color : DEFAULT_SERVICE_COLOUR;
}

/** Request Reschedule: the request form, already naming the appointment to move. */
export function rescheduleHref(appointmentId: number): string {
  return `/contact?service=reschedule&appointment=${appointmentId}`;
}
