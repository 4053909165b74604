import { clientAppointmentSchema, type ClientAppointment } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The client's own appointments (GET /api/appointments lists them). */
const APPOINTMENTS_PATH = '/api/appointments';

/** A client's cancel keeps the appointment and answers it with status cancelled. */
export async function cancelAppointment(id: number): Promise<ClientAppointment> {
  const answer = clientAppointmentSchema.safeParse(
    await apiRequest<unknown>(`${APPOINTMENTS_PATH}/${id}`, { method: 'DELETE' }),
  );
  if (!answer.success) throw new Error('An unexpected error occurred');
  return answer.data;
}

/** The answer replaces the appointment in the list at once (it moves to Cancelled), then the list reloads. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: (cancelled) => {
      queryClient.setQueryData<ClientAppointment[]>(queryKeys.appointments.mine(), (list) =>
        list?.map((appointment) => (appointment.id === cancelled.id ? cancelled : appointment)),
      );
      // Not awaited: the dialog closes on the answer, not after the list has reloaded.
      void queryClient.invalidateQueries({ queryKey: queryKeys.appointments.mine(), exact: true });
    },
  });
}
