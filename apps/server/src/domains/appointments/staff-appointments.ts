import {
  businessToday,
  PROJECT_STATUSES,
  weekEnd,
  type AppointmentCreateInput,
  type AppointmentDetail,
  type AppointmentListQuery,
  type AppointmentSummary,
  type Page,
  type ProjectCounts,
  type ProjectListQuery,
  type SavedAppointment,
} from '@ta/shared';
import type { UserRecord } from '../accounts/index.js';
import { notFound } from '../../lib/http-errors.js';
import type { AppointmentRecord } from './appointments-repository.js';
import { createStaffAppointment, updateStaffAppointment } from './appointment-changes.js';
import type { AppointmentChanges } from './staff-appointment-queries.js';
import { warningsOf } from './availability-view.js';
import type { ServiceContext } from '../service-context.js';

/**
 * The back office's appointments screens: the calendar's list and summary cards, the day view, the
 * Projects screen, the detail page, and booking and editing with the availability warnings of the
 * result (the changes themselves: appointment-changes.ts).
 */

/** One page of the calendar's list, oldest first. */
export function appointmentPage(ctx: ServiceContext, query: AppointmentListQuery): Promise<Page<AppointmentRecord>> {
  const { search, status, from, to } = query;
  return ctx.repos.appointments.listPage({ from, to, search, statuses: status ? [status] : undefined }, query);
}

/** The Projects screen: appointments approved, in progress or completed, newest date first. */
export function projectPage(ctx: ServiceContext, query: ProjectListQuery): Promise<Page<AppointmentRecord>> {
  const { search, status } = query;
  const statuses = status ? [status] : PROJECT_STATUSES;
  return ctx.repos.appointments.listPage({ search, statuses }, query, 'newest');
}

export function projectCounts(ctx: ServiceContext): Promise<ProjectCounts> {
  return ctx.repos.appointments.projectCounts();
}

/** The summary cards of `date` (today in New York unless given) and the week from it. */
export async function appointmentSummary(ctx: ServiceContext, day: string | undefined): Promise<AppointmentSummary> {
  const date = day ?? businessToday();
  return { date, ...(await ctx.repos.appointments.summary(date, weekEnd(date))) };
}

/** Every appointment of the day, by start time. */
export function appointmentsOn(ctx: ServiceContext, date: string): Promise<AppointmentRecord[]> {
  return ctx.repos.appointments.listOnDate(date);
}

/** The detail page: the appointment with its staff member, request, photos and availability warnings; 404 when missing. */
export async function appointmentDetail(ctx: ServiceContext, id: number | undefined): Promise<AppointmentDetail> {
  const appointment = id === undefined ? undefined : await ctx.repos.appointments.findById(id);
  if (!appointment) throw notFound('appointment_not_found');
  const [staff, contactRequest, photos, availabilityWarnings] = await Promise.all([
    appointment.staffId === null ? undefined : ctx.repos.users.findById(appointment.staffId),
    appointment.contactRequestId === null
      ? undefined
      : ctx.repos.appointments.findContactRequestLink(appointment.contactRequestId),
    ctx.repos.furniturePhotos.listByAppointment(appointment.id),
    warningsOf(ctx, appointment),
  ]);
  return {
    ...appointment,
    staff: staff ? { id: staff.id, firstName: staff.firstName, lastName: staff.lastName, email: staff.email } : null,
    contactRequest: contactRequest ?? null,
    photos,
    availabilityWarnings,
  };
}

/** Staff book an appointment typed in (POST /api/admin/appointments), answered with its warnings. */
export async function bookStaffAppointment(
  ctx: ServiceContext,
  actor: UserRecord,
  input: AppointmentCreateInput,
): Promise<SavedAppointment> {
  const { clientName, clientEmail, clientPhone, ...booking } = input;
  const appointment = await createStaffAppointment(ctx, actor, booking, { clientName, clientEmail, clientPhone });
  return { ...appointment, availabilityWarnings: await warningsOf(ctx, appointment) };
}

/** Staff edit an appointment (PATCH /api/admin/appointments/{id}), answered with its warnings. */
export async function editStaffAppointment(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  changes: AppointmentChanges & { outsideHoursConfirmed?: boolean | undefined },
): Promise<SavedAppointment> {
  const appointment = await updateStaffAppointment(ctx, actor, id, changes);
  return { ...appointment, availabilityWarnings: await warningsOf(ctx, appointment) };
}
