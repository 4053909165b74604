import { staffAvailabilitySchema, type StaffAvailability, type StaffHoursValues, type TimeOffValues } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/refresh-after';

const staffPath = (id: number) => `/api/admin/staff/${id}/availability`;

/** GET /api/admin/staff/{id}/availability; null when the account is not an active staff member. */
export function useStaffAvailability(id: number) {
  return useQuery({
    queryKey: queryKeys.availability.staff(id),
    queryFn: ({ signal }) => nullIfNotFound(getParsed(staffAvailabilitySchema, staffPath(id), signal)),
  });
}

/** GET /api/staff/availability: the signed-in staff member's own, to read. */
export function useOwnAvailability() {
  return useQuery({
    queryKey: queryKeys.availability.own(),
    queryFn: ({ signal }) => getParsed(staffAvailabilitySchema, '/api/staff/availability', signal),
  });
}

const parse = async (answer: Promise<unknown>) => staffAvailabilitySchema.parse(await answer);

/** PUT …/hours: every working period, replacing them all. */
async function saveStaffHours({ id, hours }: { id: number; hours: StaffHoursValues }): Promise<StaffAvailability> {
  return parse(apiRequest<unknown>(`${staffPath(id)}/hours`, { method: 'PUT', body: hours }));
}
export const useSaveStaffHours = () => useWrite(saveStaffHours, 'availability');

async function saveStaffServices({ id, serviceIds }: { id: number; serviceIds: number[] }) {
  return parse(apiRequest<unknown>(`${staffPath(id)}/services`, { method: 'PUT', body: { serviceIds } }));
}
export const useSaveStaffServices = () => useWrite(saveStaffServices, 'availability');

async function saveStaffCounties({ id, counties }: { id: number; counties: string[] }) {
  return parse(apiRequest<unknown>(`${staffPath(id)}/counties`, { method: 'PUT', body: { counties } }));
}
export const useSaveStaffCounties = () => useWrite(saveStaffCounties, 'availability');

async function addTimeOff({ id, timeOff }: { id: number; timeOff: TimeOffValues }) {
  return parse(apiRequest<unknown>(`${staffPath(id)}/time-off`, { method: 'POST', body: timeOff }));
}
export const useAddTimeOff = () => useWrite(addTimeOff, 'availability');

async function removeTimeOff({ id, timeOffId }: { id: number; timeOffId: number }): Promise<void> {
  await apiRequest<unknown>(`${staffPath(id)}/time-off/${timeOffId}`, { method: 'DELETE' });
}
export const useRemoveTimeOff = () => useWrite(removeTimeOff, 'availability');
