import type { ClientAppointment } from '@ta/shared';

/**
 * A visit that has happened: marked completed, or finished on site with Done (even before its date).
 * It is never "upcoming", on the Appointments page or on the dashboard.
 */
export function isFinished(appointment: Pick<ClientAppointment, 'status' | 'doneAt'>): boolean {
  return appointment.status === 'completed' || Boolean(appointment.doneAt);
}
