import { staffAppointmentSchema, type AppointmentCreateInput, type StaffAppointment } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
import { ADMIN_APPOINTMENTS_PATH } from './get-appointments';

/** POST /api/admin/appointments. */
export async function createAppointment(input: AppointmentCreateInput): Promise<StaffAppointment> {
  return staffAppointmentSchema.parse(
    await apiRequest<unknown>(ADMIN_APPOINTMENTS_PATH, { method: 'POST', body: input }),
  );
}

export const useCreateAppointment = () => useWrite(createAppointment, 'appointment');
