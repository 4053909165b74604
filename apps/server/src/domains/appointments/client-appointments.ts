import type { ClientAppointment, Locale } from '@ta/shared';
import { notFound } from '../../lib/http-errors.js';
import { appointmentCalendar } from './appointment-calendar.js';
import { withChangeWindows } from './client-changes.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Appointments as the signed-in person may see them (GET /api/appointments and the calendar file): a
 * client only their own (anything else is "not found"), staff and admin every one. A trusted contact
 * helping with a client's account (`helper`) never reads the client's notes (their words to the staff
 * member: door codes).
 */
export type AppointmentViewer = { helper: boolean; language: Locale } & (
  { staff: true } | { staff: false; clientId: number }
);

/** The list: staff every appointment; a client their own, each with until when it may be changed online. */
export async function visibleAppointments(
  ctx: ServiceContext,
  viewer: AppointmentViewer,
): Promise<ClientAppointment[]> {
  if (viewer.staff) return ctx.repos.appointments.listAll();
  const list = await withChangeWindows(ctx, await ctx.repos.appointments.listForClient(viewer.clientId));
  return viewer.helper ? list.map((appointment) => ({ ...appointment, notes: null })) : list;
}

/**
 * One appointment's calendar file, when the viewer may see it (404 otherwise). A client's file is in the
 * language of the one who downloads it (a trusted contact's own, else the client's as stored); the
 * back office reads English.
 */
export async function appointmentCalendarFile(
  ctx: ServiceContext,
  viewer: AppointmentViewer,
  id: number | undefined,
): Promise<{ id: number; ics: string }> {
  const found = id === undefined ? undefined : await ctx.repos.appointments.findById(id);
  if (!found || (!viewer.staff && found.clientId !== viewer.clientId)) throw notFound('appointment_not_found');
  const language = viewer.staff ? 'en' : viewer.helper ? viewer.language : found.clientLanguage;
  // A helper's file leaves the client's notes out, as the list does.
  const ics = appointmentCalendar(viewer.helper ? { ...found, notes: null } : found, ctx.publicUrl, language);
  return { id: found.id, ics };
}
