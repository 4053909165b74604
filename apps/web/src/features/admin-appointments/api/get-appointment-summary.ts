import { appointmentSummarySchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const APPOINTMENT_SUMMARY_PATH = '/api/admin/appointments/summary';

/** The three summary cards for the selected date (GET /api/admin/appointments/summary?date=). */
export function appointmentSummaryQueryOptions(date: string) {
  return queryOptions({
    queryKey: queryKeys.appointments.summary(date),
    refetchOnMount: 'always',
    queryFn: ({ signal }) => getParsed(appointmentSummarySchema, withQuery(APPOINTMENT_SUMMARY_PATH, { date }), signal),
  });
}

export function useAppointmentSummary(date: string) {
  return useQuery(appointmentSummaryQueryOptions(date));
}
