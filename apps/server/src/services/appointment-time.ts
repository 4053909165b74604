import { businessInstant, defaultBusiness } from '@ta/shared';

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
