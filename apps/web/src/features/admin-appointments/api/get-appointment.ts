import { appointmentDetailSchema, type AppointmentDetail } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ADMIN_APPOINTMENTS_PATH } from './get-appointments';

export function appointmentPath(id: string | number): string {
  return `${ADMIN_APPOINTMENTS_PATH}/${encodeURIComponent(String(id))}`;
}

/** GET /api/admin/appointments/{id}; a missing appointment is null (the page says Appointment not found). */
export function appointmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.appointments.detail(id),
    refetchOnMount: 'always',
    queryFn: async ({ signal }): Promise<AppointmentDetail | null> => {
      try {
        return appointmentDetailSchema.parse(await apiRequest<unknown>(appointmentPath(id), { signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useAppointment(id: string) {
  return useQuery(appointmentQueryOptions(id));
}
