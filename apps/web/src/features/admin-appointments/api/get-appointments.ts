import {
  pageSchema,
  staffAppointmentSchema,
  type AppointmentStatus,
  type Page,
  type StaffAppointment,
} from '@ta/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from './query-path';

export const ADMIN_APPOINTMENTS_PATH = '/api/admin/appointments';
/** Each page of the calendar holds a long day; the week view rarely needs a second page. */
export const CALENDAR_PAGE_SIZE = 50;

export interface AppointmentListParams {
  from: string;
  to: string;
  search: string;
  status: AppointmentStatus | '';
  page: number;
}

/** GET /api/admin/appointments: the day view sends from = to, the week view the date plus 6 days. */
export function appointmentsQueryOptions(params: AppointmentListParams) {
  return queryOptions({
    queryKey: queryKeys.appointments.list(params),
    // Others change appointments all day: each visit shows them as they are now.
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Page<StaffAppointment>> => {
      const path = withQuery(ADMIN_APPOINTMENTS_PATH, { ...params, pageSize: CALENDAR_PAGE_SIZE });
      return pageSchema(staffAppointmentSchema).parse(await apiRequest<unknown>(path, { signal }));
    },
  });
}

export function useAppointments(params: AppointmentListParams) {
  return useQuery(appointmentsQueryOptions(params));
}
