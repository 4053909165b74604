import { appointmentDetailSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ADMIN_APPOINTMENTS_PATH } from './get-appointments';
import { readAgainOnMount } from '../../../lib/page-data';

export function appointmentPath(id: string | number): string {
  return `${ADMIN_APPOINTMENTS_PATH}/${encodeURIComponent(String(id))}`;
}

/** GET /api/admin/appointments/{id}; a missing appointment is null (the page says Appointment not found). */
export function appointmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.appointments.detail(id),
    refetchOnMount: readAgainOnMount,
    queryFn: ({ signal }) => nullIfNotFound(getParsed(appointmentDetailSchema, appointmentPath(id), signal)),
  });
}

export function useAppointment(id: string) {
  return useQuery(appointmentQueryOptions(id));
}
