import type { SessionUser } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import type { RescheduleTarget } from '../../../features/contact-page/components/reschedule-notice';
import { appointmentSummary } from '../../../lib/appointment-format';
import { myAppointmentsQueryOptions } from '../../../features/client-appointments/api/my-appointments';

/** An appointment id as links write it: a positive whole number (anything else names nothing). */
function appointmentIdFrom(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

export type RescheduleState = { status: 'loading' } | { status: 'ready'; target: RescheduleTarget | null };

/**
 * `/contact?service=reschedule&appointment={id}`: the appointment the request asks to move. A signed-in
 * client's own appointment is described (service, day, time); one that is not in their list is left
 * out. Signed out, the number is sent as given and the server keeps it as unchecked text.
 */
export function useRescheduleTarget(appointmentParam: string | null, user: SessionUser | null): RescheduleState {
  const appointmentId = appointmentIdFrom(appointmentParam);
  const isClient = user?.role === 'client';
  const appointments = useQuery({ ...myAppointmentsQueryOptions, enabled: appointmentId !== null && isClient });

  if (appointmentId === null) return { status: 'ready', target: null };
  if (!user) return { status: 'ready', target: { appointmentId, summary: null, serviceTypeId: null } };
  if (!isClient) return { status: 'ready', target: null };
  if (appointments.isPending) return { status: 'loading' };
  const own = appointments.data?.find((appointment) => appointment.id === appointmentId);
  if (!own) return { status: 'ready', target: null };
  return {
    status: 'ready',
    target: { appointmentId, summary: appointmentSummary(own), serviceTypeId: own.serviceTypeId },
  };
}
