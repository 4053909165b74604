import { defaultBusiness, type ClientAppointment } from '@ta/shared';
import { createRequire } from 'node:module';
import type { createEvent as CreateEvent, EventStatus } from 'ics';
import { appointmentInstants } from './appointment-time.js';

function eventStatus(status: string): EventStatus {
  if (status === 'cancelled') return 'CANCELLED';
  if (status === 'pending') return 'TENTATIVE';
  return 'CONFIRMED';
}

/**
 * One appointment as an iCalendar file. Times are emitted in UTC, converted from the
 * appointment's New York wall-clock times, so every calendar app places it correctly.
 */
export function appointmentCalendar(appointment: ClientAppointment, publicUrl: string): string {
  const { start, end } = appointmentInstants(appointment);
  const business = defaultBusiness.name;
  const description = [
    appointment.notes,
    `Questions or changes? Call ${business} at ${defaultBusiness.phoneDisplay}, ${defaultBusiness.hours.phone}.`,
  ]
    .filter(Boolean)
    .join('\n\n');
  // Loaded on the first calendar file rather than at start, to keep an idle server small.
  const { createEvent } = createRequire(import.meta.url)('ics') as { createEvent: typeof CreateEvent };
  const { error, value } = createEvent({
    productId: `-//${business}//Appointments//EN`,
    // The same UID every time: importing the file again updates the event instead of adding one.
    uid: `appointment-${appointment.id}@${new URL(publicUrl).hostname}`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${appointment.serviceName ?? 'Appointment'} with ${business}`,
    description,
    ...(appointment.location ? { location: appointment.location } : {}),
    url: `${publicUrl}/appointments`,
    status: eventStatus(appointment.status),
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error(`Could not build the calendar file for appointment ${appointment.id}`);
  return value;
}
