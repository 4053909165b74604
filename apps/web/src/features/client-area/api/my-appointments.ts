import { clientAppointmentSchema, type ClientAppointment } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const MY_APPOINTMENTS_PATH = '/api/appointments';

/** The signed-in client's own appointments, every status (GET /api/appointments). */
export const myAppointmentsQueryOptions = queryOptions({
  queryKey: [MY_APPOINTMENTS_PATH],
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
