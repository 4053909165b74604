import { pageSchema, staffAppointmentSchema, type AppointmentStatus } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { LIST_PAGES } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

export const ADMIN_APPOINTMENTS_PATH = '/api/admin/appointments';
/** Each page of the calendar holds a long day; the week view rarely needs a second page. */
const CALENDAR_PAGE_SIZE = 50;
const appointmentPageSchema = pageSchema(staffAppointmentSchema);

export interface AppointmentListParams {
  from: string;
  to: string;
  search: string;
  status: AppointmentStatus | '';
  page: number;
}

const appointmentsPath = (params: AppointmentListParams) =>
  withQuery(ADMIN_APPOINTMENTS_PATH, { ...params, pageSize: CALENDAR_PAGE_SIZE });

/** Read by the server before the calendar, so the day is in its HTML. */
export function appointmentsRead(params: AppointmentListParams): ServerRead {
  return { queryKey: queryKeys.appointments.list(params), path: appointmentsPath(params), signedInOnly: true };
}

/** GET /api/admin/appointments: the day view sends from = to, the week view the date plus 6 days. */
export function appointmentsQueryOptions(params: AppointmentListParams) {
  return queryOptions({
    queryKey: queryKeys.appointments.list(params),
    ...LIST_PAGES,
    queryFn: ({ signal }) => getParsed(appointmentPageSchema, appointmentsPath(params), signal),
  });
}

export function useAppointments(params: AppointmentListParams) {
  return useQuery(appointmentsQueryOptions(params));
}
