import { businessInstant, defaultBusiness, LATE_CANCELLATION_HOURS } from '@ta/shared';

interface Timed {
  appointmentDate: string;
  startTime: string;
  endTime: string;
}

/** The appointment's start and end as instants (its times are New York wall-clock times). */
export function appointmentInstants(appointment: Timed): { start: Date; end: Date } {
  return {
    start: businessInstant(appointment.appointmentDate, appointment.startTime),
    end: businessInstant(appointment.appointmentDate, appointment.endTime),
  };
}

/** Cancelled with under 24 hours' notice (or after it started): half the fee is due (Terms). */
export function isLateCancellation(appointment: Timed, now: Date = new Date()): boolean {
  const { start } = appointmentInstants(appointment);
  return start.getTime() - now.getTime() < LATE_CANCELLATION_HOURS * 60 * 60 * 1000;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: defaultBusiness.timeZone });
const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: defaultBusiness.timeZone,
});

/** e.g. "Thursday, July 16, 2026, 10:00 AM to 1:00 PM", as people read it in the business's zone. */
export function describeAppointmentTime(appointment: Timed): string {
  const { start, end } = appointmentInstants(appointment);
  // Newer ICU puts a narrow no-break space before AM/PM; some mail clients show it as a box.
  const time = (d: Date) => timeFormat.format(d).replace(/\u202f/g, ' ');
  return `${dateFormat.format(start)}, ${time(start)} to ${time(end)}`;
}
