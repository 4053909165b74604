import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  type AppointmentUpdateInput,
  type StaffAppointment,
} from '@ta/shared';

/**
 * The create and edit forms hold text (what the inputs hold); the shared schemas turn it into the
 * payload. The edit form sends only the fields that were changed (like the user form).
 */
export interface AppointmentFormValues {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  serviceTypeId: string;
  staffId: string;
  appointmentDate: string;
  startTime: string;
  endTime: string;
  status: AppointmentStatus;
  location: string;
  notes: string;
  /** Ticked to book outside opening hours (decision 023); not one of the appointment's fields. */
  outsideHoursConfirmed: boolean;
}

/** The appointment's own fields, as text (the confirmation box is not one of them). */
export const APPOINTMENT_FORM_FIELDS = [
  'clientName',
  'clientEmail',
  'clientPhone',
  'serviceTypeId',
  'staffId',
  'appointmentDate',
  'startTime',
  'endTime',
  'status',
  'location',
  'notes',
] as const satisfies readonly Exclude<keyof AppointmentFormValues, 'outsideHoursConfirmed'>[];

/** A new appointment on the day the calendar shows, 9 to 12 (the 3-hour minimum), status Scheduled. */
export function newAppointmentValues(date: string): AppointmentFormValues {
  return {
    clientName: '',
    clientEmail: '',
    clientPhone: '',
    serviceTypeId: '',
    staffId: '',
    appointmentDate: date,
    startTime: '09:00',
    endTime: '12:00',
    status: 'scheduled',
    location: '',
    notes: '',
    outsideHoursConfirmed: false,
  };
}

export function appointmentFormValues(appointment: StaffAppointment): AppointmentFormValues {
  return {
    clientName: appointment.clientName,
    clientEmail: appointment.clientEmail,
    clientPhone: appointment.clientPhone ?? '',
    serviceTypeId: appointment.serviceTypeId === null ? '' : String(appointment.serviceTypeId),
    staffId: appointment.staffId === null ? '' : String(appointment.staffId),
    appointmentDate: appointment.appointmentDate,
    startTime: appointment.startTime.slice(0, 5),
    endTime: appointment.endTime.slice(0, 5),
    // The server only stores statuses of the list; anything else starts the choice at Scheduled.
    status: (APPOINTMENT_STATUSES as readonly string[]).includes(appointment.status)
      ? (appointment.status as AppointmentStatus)
      : 'scheduled',
    location: appointment.location ?? '',
    notes: appointment.notes ?? '',
    outsideHoursConfirmed: false,
  };
}

/** Whether the edit moves the visit: a new date, start or end time (which may need the confirmation). */
export function movesVisit(initial: AppointmentFormValues, current: AppointmentFormValues): boolean {
  return (['appointmentDate', 'startTime', 'endTime'] as const).some((f) => current[f].trim() !== initial[f].trim());
}

/**
 * The part of the checked payload whose text differs from what the form started with (surrounding
 * spaces do not count as a change). An empty object means nothing was changed.
 */
export function changedFields(
  initial: AppointmentFormValues,
  current: AppointmentFormValues,
  parsed: AppointmentUpdateInput,
): AppointmentUpdateInput {
  const changes: Record<string, unknown> = {};
  for (const field of APPOINTMENT_FORM_FIELDS) {
    if (current[field].trim() !== initial[field].trim()) changes[field] = parsed[field];
  }
  return changes as AppointmentUpdateInput;
}
