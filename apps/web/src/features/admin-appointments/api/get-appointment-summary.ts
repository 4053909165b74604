import { appointmentSummarySchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';
import { readAgainOnMount } from '../../../lib/page-data';

const APPOINTMENT_SUMMARY_PATH = '/api/admin/appointments/summary';

/** Read by the server before the calendar, so the cards are in its HTML. */
export function appointmentSummaryRead(date: string): ServerRead {
  return {
    queryKey: queryKeys.appointments.summary(date),
    path: withQuery(APPOINTMENT_SUMMARY_PATH, { date }),
    signedInOnly: true,
  };
}

/** The three summary cards for the selected date (GET /api/admin/appointments/summary?date=). */
export function appointmentSummaryQueryOptions(date: string) {
  return queryOptions({
    queryKey: queryKeys.appointments.summary(date),
    refetchOnMount: readAgainOnMount,
    queryFn: ({ signal }) => getParsed(appointmentSummarySchema, withQuery(APPOINTMENT_SUMMARY_PATH, { date }), signal),
  });
}

export function useAppointmentSummary(date: string) {
  return useQuery(appointmentSummaryQueryOptions(date));
}
