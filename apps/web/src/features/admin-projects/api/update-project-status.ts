import { staffAppointmentSchema, type ProjectStatus, type StaffAppointment } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-after';

/** Update Project Status: PATCH /api/appointments/{id} with the status alone. */
export async function updateProjectStatus({
  id,
  status,
}: {
  id: number;
  status: ProjectStatus;
}): Promise<StaffAppointment> {
  return staffAppointmentSchema.parse(
    await apiRequest<unknown>(`/api/appointments/${id}`, { method: 'PATCH', body: { status } }),
  );
}

export function useUpdateProjectStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProjectStatus,
    onSuccess: () => void refreshAfter(queryClient, 'appointment'),
  });
}
