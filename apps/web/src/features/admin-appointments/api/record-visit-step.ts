import { staffAppointmentSchema, type StaffAppointment, type VisitStep } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
import { appointmentPath } from './get-appointment';

/** POST /api/admin/appointments/{id}/progress: the staff member tapped On my way, Arrived or Done. */
export async function recordVisitStep({ id, step }: { id: number; step: VisitStep }): Promise<StaffAppointment> {
  return staffAppointmentSchema.parse(
    await apiRequest<unknown>(`${appointmentPath(id)}/progress`, { method: 'POST', body: { step } }),
  );
}

export const useRecordVisitStep = () => useWrite(recordVisitStep, 'visitStep');
