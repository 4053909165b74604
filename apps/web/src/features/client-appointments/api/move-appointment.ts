import { clientAppointmentSchema, moveSlotAnswerSchema, type ClientAppointment, type MoveSlotAnswer } from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed, nullIfNotFound, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';
import { readAgainOnMount } from '../../../lib/page-data';

/** GET /api/appointments/{id}/slots?from=: the open times the visit can move to (docs/booking.md). */
const slotsPath = (id: string, from: string) =>
  withQuery(`/api/appointments/${encodeURIComponent(id)}/slots`, { from: from || undefined });

/** Filled by the server before it renders the move page, so the times are there without JavaScript. */
export const moveSlotsRead = (id: string, from: string): ServerRead => ({
  queryKey: queryKeys.appointments.moveSlots(id, from),
  path: slotsPath(id, from),
  signedInOnly: true,
});

/** The open times, or null when the visit is not the client's (404). A visit past the cut-off is a 409 error. */
export function useMoveSlots(id: string, from: string) {
  return useQuery({
    queryKey: queryKeys.appointments.moveSlots(id, from),
    queryFn: ({ signal }): Promise<MoveSlotAnswer | null> =>
      nullIfNotFound(getParsed(moveSlotAnswerSchema, slotsPath(id, from), signal)),
    // Someone else may take a time at any moment: read them again when the page is opened.
    refetchOnMount: readAgainOnMount,
  });
}

/** POST /api/appointments/{id}/move {slot}; the list of appointments is read again after. */
export function useMoveAppointment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (slot: string): Promise<ClientAppointment> =>
      clientAppointmentSchema.parse(
        await apiRequest<unknown>(`/api/appointments/${encodeURIComponent(id)}/move`, {
          method: 'POST',
          body: { slot },
        }),
      ),
    onSuccess: (moved) => {
      queryClient.setQueryData<ClientAppointment[]>(queryKeys.appointments.mine(), (list) =>
        list?.map((a) => (a.id === moved.id ? moved : a)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all });
    },
  });
}
