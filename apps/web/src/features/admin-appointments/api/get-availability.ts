import { availabilityCheckAnswerSchema, availabilityDaysAnswerSchema } from '@ta/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const DAYS_PATH = '/api/admin/availability/days';
const CHECK_PATH = '/api/admin/availability/check';

// Under the appointments key: saving an appointment refreshes its warnings too.
const availabilityDaysKey = (range: { from: string; to: string }) =>
  [...queryKeys.appointments.all, 'availability', range] as const;

/** Read by the server before the calendar, so who works and the visits' warnings are in its HTML. */
export function availabilityDaysRead(range: { from: string; to: string }): ServerRead {
  return { queryKey: availabilityDaysKey(range), path: withQuery(DAYS_PATH, range), signedInOnly: true };
}

/** GET /api/admin/availability/days: who works on the calendar's days and the warnings of its visits. */
export function availabilityDaysQueryOptions(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: availabilityDaysKey(range),
    queryFn: ({ signal }) => getParsed(availabilityDaysAnswerSchema, withQuery(DAYS_PATH, range), signal),
  });
}

export function useAvailabilityDays(range: { from: string; to: string }) {
  return useQuery(availabilityDaysQueryOptions(range));
}

export interface AvailabilityCheck {
  date: string;
  start: string;
  end: string;
  staffId?: number | undefined;
  serviceTypeId?: number | undefined;
  appointmentId?: number | undefined;
}

/** GET /api/admin/availability/check: the form's warnings as it is filled in (null: nothing to check yet). */
export function useAvailabilityCheck(check: AvailabilityCheck | null) {
  return useQuery({
    queryKey: [...queryKeys.appointments.all, 'availability-check', check] as const,
    enabled: check !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      getParsed(availabilityCheckAnswerSchema, withQuery(CHECK_PATH, { ...(check ?? {}) }), signal),
  });
}
