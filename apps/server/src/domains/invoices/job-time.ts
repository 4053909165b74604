import { jobItemsTotalCents, workedMinutes, type JobTime, isAdminRole, isBackOfficeRole } from '@ta/shared';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { routeIdOr404 } from '../../lib/route-id.js';
import type { JobTimeAppointment } from './job-time-repository.js';
import type { UserRecord } from '../accounts/index.js';
import type { Repositories } from '../repositories.js';

/**
 * Time on the job (docs/job-time.md): who may change it, and the answer every route gives. Any staff
 * member reads it; the staff member assigned to the appointment, or an admin, writes it.
 */

export function mayWriteJobTime(appointment: Pick<JobTimeAppointment, 'staffId'>, user: UserRecord): boolean {
  return isAdminRole(user.role) || (isBackOfficeRole(user.role) && appointment.staffId === user.id);
}

/** The appointment named in the route, or 404. */
export async function jobAppointmentFromRoute(repos: Repositories, rawId: string): Promise<JobTimeAppointment> {
  const appointment = await repos.jobTime.appointment(routeIdOr404(rawId, 'appointment_not_found'));
  if (!appointment) throw notFound('appointment_not_found');
  return appointment;
}

/** The appointment named in the route, if `user` may change its time on the job (else 403). */
export async function writableJobAppointment(
  repos: Repositories,
  rawId: string,
  user: UserRecord,
): Promise<JobTimeAppointment> {
  const appointment = await jobAppointmentFromRoute(repos, rawId);
  if (!mayWriteJobTime(appointment, user)) throw forbidden('job_not_yours');
  return appointment;
}

/** The answer of every route: the times, the visit's own steps, the items and their total. */
export async function jobTimeView(repos: Repositories, appointmentId: number, user: UserRecord): Promise<JobTime> {
  const appointment = await repos.jobTime.appointment(appointmentId);
  if (!appointment) throw notFound('appointment_not_found');
  const items = await repos.jobTime.items(appointmentId);
  return {
    appointmentId: appointment.id,
    appointmentDate: appointment.appointmentDate,
    workStartedAt: appointment.workStartedAt,
    workEndedAt: appointment.workEndedAt,
    workTimeByName: appointment.workTimeByName,
    workedMinutes: workedMinutes(appointment.workStartedAt, appointment.workEndedAt),
    arrivedAt: appointment.arrivedAt,
    doneAt: appointment.doneAt,
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      description: item.description,
      amountCents: item.amountCents,
      hasReceipt: item.receiptStorageKey !== null,
      addedByName: item.addedByName,
      createdAt: item.createdAt,
    })),
    itemsTotalCents: jobItemsTotalCents(items),
    invoiced: await repos.jobTime.isInvoiced(appointmentId),
    canWrite: mayWriteJobTime(appointment, user),
  };
}
