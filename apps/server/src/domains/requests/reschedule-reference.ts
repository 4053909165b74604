import { APPOINTMENT_REFERENCE_MESSAGE } from '@ta/shared';
import { badRequest } from '../../lib/http-errors.js';
import type { AppointmentsRepository } from '../appointments/index.js';
import { describeAppointmentTime } from '../../lib/appointment-time.js';

/**
 * The line a reschedule request starts with, naming the appointment it is about, so staff see it
 * wherever they read the request (its page, the list, the search). Signed in, the appointment must
 * be the sender's own (anything else is refused, as if it did not exist) and is described by its
 * service and time. Signed out, nobody can vouch for the number: it is kept as the sender gave it,
 * and says so.
 */
export async function rescheduleReference(
  appointments: AppointmentsRepository,
  appointmentId: number,
  userId: number | null,
): Promise<string> {
  if (userId === null) return `About appointment #${appointmentId} (sent while signed out, so not checked).`;
  const appointment = await appointments.findById(appointmentId);
  if (!appointment || appointment.clientId !== userId) {
    throw badRequest('appointment_reference', { appointmentId: APPOINTMENT_REFERENCE_MESSAGE });
  }
  const what = appointment.serviceName ?? 'Appointment';
  return `About appointment #${appointment.id}: ${what}, ${describeAppointmentTime(appointment)}.`;
}
