import { businessToday, clientAppointmentSchema, VISIT_STATUS_POLL_MS, type ClientAppointment } from '@ta/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';
import { readAgainOnMount } from '../../../lib/page-data';

const MY_APPOINTMENTS_PATH = '/api/appointments';

/** Filled by the server before it renders a page that describes one of them (signed out, the API's 401 leaves it out). */
export const myAppointmentsRead: ServerRead = { queryKey: queryKeys.appointments.mine(), path: MY_APPOINTMENTS_PATH };

/** `background`: a read the page makes by itself, which does not keep the session alive. */
async function fetchMyAppointments(signal: AbortSignal, background = false): Promise<ClientAppointment[]> {
  const data = await apiRequest<unknown>(MY_APPOINTMENTS_PATH, { signal, background });
  // An empty body means an empty list.
  return data === null ? [] : clientAppointmentSchema.array().parse(data);
}

/** The signed-in client's own appointments, every status (GET /api/appointments). */
export const myAppointmentsQueryOptions = queryOptions({
  queryKey: queryKeys.appointments.mine(),
  // Staff change these at any time: each client-area page shows them as they are now (decision 012).
  refetchOnMount: readAgainOnMount,
  queryFn: ({ signal }) => fetchMyAppointments(signal),
});

/** Whether a visit of today (New York) is still to happen or under way: not cancelled, not finished. */
export function hasVisitUnderWayToday(appointments: readonly ClientAppointment[], now: Date): boolean {
  const today = businessToday(now);
  return appointments.some(
    (a) => a.appointmentDate === today && a.status !== 'cancelled' && a.status !== 'completed' && !a.doneAt,
  );
}

/**
 * Reads the appointments again every 30 seconds while a visit of today is not done, so its live
 * status (on the way, here, finished) shows without reloading (docs/visit-status.md). These reads are
 * marked as the page's own (BACKGROUND_READ_HEADER): a page left open does not keep the session alive.
 * Paused while the tab is hidden.
 */
export function useLiveVisitRefresh(appointments: readonly ClientAppointment[] | undefined): void {
  const queryClient = useQueryClient();
  const live = appointments !== undefined && hasVisitUnderWayToday(appointments, new Date());
  useEffect(() => {
    if (!live) return;
    let timer: ReturnType<typeof setTimeout>;
    const refresh = () => {
      timer = setTimeout(refresh, VISIT_STATUS_POLL_MS);
      if (document.visibilityState !== 'visible') return;
      void queryClient
        .fetchQuery({
          queryKey: queryKeys.appointments.mine(),
          queryFn: ({ signal }) => fetchMyAppointments(signal, true),
          staleTime: 0,
        })
        // A failed refresh keeps what is on screen; the next one tries again.
        .catch(() => undefined);
    };
    // The first read once the list on screen is 30 seconds old: a page whose app started late (at the
    // visitor's first reach, app/first-reach.ts) reads at once if the server's read is older than that.
    const readAt = queryClient.getQueryState(queryKeys.appointments.mine())?.dataUpdatedAt ?? Date.now();
    timer = setTimeout(
      refresh,
      Math.min(VISIT_STATUS_POLL_MS, Math.max(0, readAt + VISIT_STATUS_POLL_MS - Date.now())),
    );
    return () => clearTimeout(timer);
  }, [live, queryClient]);
}

export function useMyAppointments() {
  return useQuery(myAppointmentsQueryOptions);
}

/** Where the "Add to calendar" link downloads the appointment's .ics file. */
export function appointmentCalendarUrl(id: number): string {
  return `/api/appointments/${id}/calendar.ics`;
}
