import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';

/** DELETE /api/appointments/{id}: staff remove the appointment (204). */
export async function deleteAppointment(id: number): Promise<void> {
  await apiRequest<unknown>(`/api/appointments/${id}`, { method: 'DELETE' });
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: (_nothing, id) => {
      // The detail page must not reload a deleted appointment: drop it instead.
      queryClient.removeQueries({ queryKey: queryKeys.appointments.detail(id) });
      void refreshAfter(queryClient, 'appointment');
    },
  });
}
