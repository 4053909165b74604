import { MAX_PAGE_SIZE, pageSchema, staffAppointmentSchema, type StaffAppointment } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { appointmentsForEmail } from '../photo-list';
import { readAgainOnMount } from '../../../lib/page-data';

/** GET /api/admin/appointments (staff): searched over client name, e-mail and notes. */
const ADMIN_APPOINTMENTS_API = '/api/admin/appointments';

const appointmentPageSchema = pageSchema(staffAppointmentSchema);

export interface ClientAppointments {
  /** The appointments made for exactly this e-mail address. */
  appointments: StaffAppointment[];
  /** True when the search matched more than one page: some may not be listed. */
  more: boolean;
}

export function clientAppointmentsQueryOptions(email: string) {
  return queryOptions({
    queryKey: queryKeys.appointments.forEmail(email),
    queryFn: async ({ signal }): Promise<ClientAppointments> => {
      const path = withQuery(ADMIN_APPOINTMENTS_API, { search: email, pageSize: MAX_PAGE_SIZE });
      const data = await apiRequest<unknown>(path, { signal });
      // An empty body means an empty list.
      if (Array.isArray(data) && data.length === 0) return { appointments: [], more: false };
      const page = appointmentPageSchema.parse(data);
      return { appointments: appointmentsForEmail(page.items, email), more: page.total > page.items.length };
    },
    refetchOnMount: readAgainOnMount,
  });
}

/** The appointments the Link dialog offers for one client e-mail; only fetched while it is open. */
export function useClientAppointments(email: string, enabled: boolean) {
  return useQuery({ ...clientAppointmentsQueryOptions(email), enabled });
}
