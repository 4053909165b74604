import type { AvailabilityDaysAnswer, StaffAppointment } from '@ta/shared';
import type { ServiceContext } from '../service-context.js';

/**
 * The back office's availability (docs/booking.md, "Availability in the back office"): who works on the
 * days of the calendar, and the warnings of a visit checked against availability. Warnings never block
 * saving (decision 047).
 */

export function availabilityDays(ctx: ServiceContext, from: string, to: string): Promise<AvailabilityDaysAnswer> {
  return ctx.repos.availabilityView.days(from, to);
}

/** The scheduling form's live check of a visit not saved yet (`appointmentId`: the one being edited). */
export async function availabilityCheck(
  ctx: ServiceContext,
  query: { date: string; start: string; end: string; staffId?: number; serviceTypeId?: number; appointmentId?: number },
): Promise<{ availabilityWarnings: string[] }> {
  const { date, start, end, staffId, serviceTypeId, appointmentId } = query;
  const visit = { date, start, end, staffId: staffId ?? null, serviceTypeId: serviceTypeId ?? null };
  return { availabilityWarnings: await ctx.repos.availabilityView.warningsFor(visit, appointmentId) };
}

/** A visit not cancelled, checked against availability without counting itself. */
export async function warningsOf(
  ctx: ServiceContext,
  a: Pick<
    StaffAppointment,
    'id' | 'appointmentDate' | 'startTime' | 'endTime' | 'staffId' | 'serviceTypeId' | 'status'
  >,
): Promise<string[]> {
  if (a.status === 'cancelled') return [];
  const visit = {
    date: a.appointmentDate,
    start: a.startTime,
    end: a.endTime,
    staffId: a.staffId,
    serviceTypeId: a.serviceTypeId,
  };
  return ctx.repos.availabilityView.warningsFor(visit, a.id);
}
