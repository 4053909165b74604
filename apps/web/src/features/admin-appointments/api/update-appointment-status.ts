import { staffAppointmentSchema, type AppointmentStatus, type StaffAppointment } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-after';

/** PATCH /api/appointments/{id} with the status alone (SPEC §7). */
export async function updateAppointmentStatus({
  id,
  status,
}: {
  id: number;
  status: AppointmentStatus;
}): Promise<StaffAppointment> {
  return staffAppointmentSchema.parse(
    await apiRequest<unknown>(`/api/appointments/${id}`, { method: 'PATCH', body: { status } }),
  );
}

export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointmentStatus,
    onSuccess: () => void refreshAfter(queryClient, 'appointment'),
  });
}
