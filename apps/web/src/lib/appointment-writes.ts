import { staffAppointmentSchema, type AppointmentStatus, type StaffAppointment } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';
import { refreshAfter, useWrite } from './refresh-after';

/**
 * Staff changes to one appointment through /api/appointments/{id}, shared by the calendar and the
 * projects screen: a project is an appointment with a project status.
 */
const appointmentPath = (id: number) => `/api/appointments/${id}`;

/** PATCH /api/appointments/{id} with the status alone. */
export async function updateAppointmentStatus({
  id,
  status,
}: {
  id: number;
  status: AppointmentStatus;
}): Promise<StaffAppointment> {
  return staffAppointmentSchema.parse(
    await apiRequest<unknown>(appointmentPath(id), { method: 'PATCH', body: { status } }),
  );
}

export const useUpdateAppointmentStatus = () => useWrite(updateAppointmentStatus, 'appointment');

/** DELETE /api/appointments/{id}: staff remove the appointment (204). */
export async function deleteAppointment(id: number): Promise<void> {
  await apiRequest<unknown>(appointmentPath(id), { method: 'DELETE' });
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: (_nothing, id) => {
      // Its page must not read a deleted appointment again: it is dropped instead.
      queryClient.removeQueries({ queryKey: queryKeys.appointments.detail(id) });
      void refreshAfter(queryClient, 'appointment');
    },
  });
}
