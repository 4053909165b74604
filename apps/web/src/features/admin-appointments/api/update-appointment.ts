import { staffAppointmentSchema, type AppointmentUpdateInput, type StaffAppointment } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
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

export const useUpdateAppointment = () => useWrite(updateAppointment, 'appointment');
