import { staffAppointmentSchema, type AppointmentUpdateInput, type StaffAppointment } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-after';
import { appointmentPath } from './get-appointment';

/** PATCH /api/admin/appointments/{id} with only the changed fields. */
export async function updateAppointment({
  id,
  changes,
}: {
  id: number;
  changes: AppointmentUpdateInput;
}): Promise<StaffAppointment> {
  return staffAppointmentSchema.parse(
    await apiRequest<unknown>(appointmentPath(id), { method: 'PATCH', body: changes }),
  );
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: () => void refreshAfter(queryClient, 'appointment'),
  });
}
