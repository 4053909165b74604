import { APPOINTMENT_STATUS_LABELS, type StaffAppointment } from '@ta/shared';
import { formatAppointmentDate, formatAppointmentTime } from '../../lib/appointment-format';

type ChoiceFields = Pick<
  StaffAppointment,
  'id' | 'appointmentDate' | 'startTime' | 'endTime' | 'serviceName' | 'status' | 'location'
>;

/** The two lines of an appointment in the Link dialog: when, then what and where. */
export function appointmentChoiceText(appointment: ChoiceFields): { title: string; details: string } {
  const status = (APPOINTMENT_STATUS_LABELS as Record<string, string>)[appointment.status] ?? appointment.status;
  const details = [appointment.serviceName ?? 'Unknown Service', status, appointment.location?.trim()]
    .filter(Boolean)
    .join(' · ');
  return {
    title: `#${appointment.id}: ${formatAppointmentDate(appointment.appointmentDate)}, ${formatAppointmentTime(
      appointment.startTime,
    )} to ${formatAppointmentTime(appointment.endTime)}`,
    details,
  };
}
