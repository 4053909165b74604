import type { QueryClient } from '@tanstack/react-query';
import { APPOINTMENT_SUMMARY_PATH } from './get-appointment-summary';
import { appointmentPath } from './get-appointment';
import { ADMIN_APPOINTMENTS_PATH } from './get-appointments';

/**
 * Every list that shows appointments: the calendar, its cards, the projects screen and its counts,
 * and the client area's list (its key, when the same browser opens it). Not awaited by callers, so
 * a dialog closes on the answer rather than after the reloads.
 */
const LIST_KEYS = [
  ADMIN_APPOINTMENTS_PATH,
  APPOINTMENT_SUMMARY_PATH,
  '/api/admin/projects',
  '/api/admin/projects/counts',
  '/api/appointments',
];

export function refreshAppointments(queryClient: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    ...LIST_KEYS.map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
    id === undefined ? undefined : queryClient.invalidateQueries({ queryKey: [appointmentPath(id)] }),
  ]);
}
