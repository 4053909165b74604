import { clientAppointmentSchema, type ClientAppointment } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const MY_APPOINTMENTS_PATH = '/api/appointments';

/** Filled by the server before it renders a page that describes one of them (signed out, the API's 401 leaves it out). */
export const myAppointmentsRead: ServerRead = { queryKey: queryKeys.appointments.mine(), path: MY_APPOINTMENTS_PATH };

/** The signed-in client's own appointments, every status (GET /api/appointments). */
export const myAppointmentsQueryOptions = queryOptions({
  queryKey: queryKeys.appointments.mine(),
  // Staff change these at any time: each client-area page shows them as they are now (decision 012).
  refetchOnMount: 'always',
  queryFn: async ({ signal }): Promise<ClientAppointment[]> => {
    const data = await apiRequest<unknown>(MY_APPOINTMENTS_PATH, { signal });
    // An empty body means an empty list.
    return data === null ? [] : clientAppointmentSchema.array().parse(data);
  },
});

export function useMyAppointments() {
  return useQuery(myAppointmentsQueryOptions);
}

/** Where the "Add to calendar" link downloads the appointment's .ics file. */
export function appointmentCalendarUrl(id: number): string {
  return `/api/appointments/${id}/calendar.ics`;
}
