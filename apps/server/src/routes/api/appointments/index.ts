import {
  APPOINTMENT_NOT_FOUND_MESSAGE,
  APPOINTMENT_PAST_MESSAGE,
  businessToday,
  clientAppointmentSchema,
  isBackOfficeRole,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, requireUser } from '../../../lib/guards.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { toClientAppointment, type AppointmentRecord } from '../../../repositories/appointments-repository.js';
import type { UserRecord } from '../../../repositories/users-repository.js';
import { appointmentCalendar } from '../../../services/appointment-calendar.js';
import { sendCancellationNotice } from '../../../services/appointment-emails.js';
import { officeNoticeContext, tellOfficeOfClientCancellation } from '../../../services/office-notices.js';
import staffAppointmentRoutes from './staff.js';

const MAX_ID = 2_147_483_647;
/** Any id that is not a positive 32-bit integer names no appointment: 404, like a missing one. */
const params = z.object({ id: z.string().max(20) });

function parseId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

const PRIVATE = 'private, no-store';

/**
 * Appointments as the signed-in person may see them: a client only their own (anything else is
 * "not found"), staff and admin every one.
 */
const appointmentsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // The day view and the status change: staff and admin only.
  await app.register(staffAppointmentRoutes, { config });

  /** The appointment when the caller may see it; a 404 otherwise. */
  async function visibleTo(user: UserRecord, rawId: string): Promise<AppointmentRecord> {
    const id = parseId(rawId);
    const found = id === undefined ? undefined : await app.repos.appointments.findById(id);
    if (!found || (!isBackOfficeRole(user.role) && found.clientId !== user.id)) {
      throw notFound(APPOINTMENT_NOT_FOUND_MESSAGE);
    }
    return found;
  }

  app.get(
    '/appointments',
    { onRequest: requireUser, schema: { response: { 200: z.array(clientAppointmentSchema) } } },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header('cache-control', PRIVATE);
      return isBackOfficeRole(user.role)
        ? app.repos.appointments.listAll()
        : app.repos.appointments.listForClient(user.id);
    },
  );

  app.delete(
    '/appointments/:id',
    { onRequest: requireUser, schema: { params, response: { 200: clientAppointmentSchema, 204: z.null() } } },
    async (request, reply) => {
      const user = currentUser(request);
      const id = parseId(request.params.id);
      if (id === undefined) throw notFound(APPOINTMENT_NOT_FOUND_MESSAGE);

      if (isBackOfficeRole(user.role)) {
        const existing = await app.repos.appointments.findById(id);
        if (!existing || !(await app.repos.appointments.delete(id))) throw notFound(APPOINTMENT_NOT_FOUND_MESSAGE);
        await app.repos.events.record({
          type: 'appointment.deleted',
          actorId: user.id,
          subjectType: 'appointment',
          subjectId: id,
          summary: `${user.firstName} ${user.lastName} deleted the appointment of ${existing.clientName} on ${existing.appointmentDate}`,
        });
        return reply.code(204).send(null);
      }

      // A client's cancel keeps the record; someone else's appointment is "not found", and what has
      // already happened (completed, or an earlier day in New York) cannot be cancelled.
      const own = await visibleTo(user, request.params.id);
      if (own.status !== 'cancelled' && (own.status === 'completed' || own.appointmentDate < businessToday())) {
        throw conflict(APPOINTMENT_PAST_MESSAGE);
      }
      const result = await app.repos.appointments.cancelForClient(id, user.id);
      if (!result) throw notFound(APPOINTMENT_NOT_FOUND_MESSAGE);
      const { appointment, changed } = result;
      if (changed) {
        await app.repos.events.record({
          type: 'appointment.cancelled',
          actorId: user.id,
          subjectType: 'appointment',
          subjectId: appointment.id,
          summary: `${appointment.clientName} cancelled their appointment on ${appointment.appointmentDate} at ${appointment.startTime}`,
        });
        await sendCancellationNotice(app.mailer, config.publicUrl, appointment);
        await tellOfficeOfClientCancellation(officeNoticeContext(app, config), appointment);
      }
      return toClientAppointment(appointment);
    },
  );

  app.get('/appointments/:id/calendar.ics', { onRequest: requireUser, schema: { params } }, async (request, reply) => {
    const appointment = await visibleTo(currentUser(request), request.params.id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="appointment-${appointment.id}.ics"`)
      .header('cache-control', PRIVATE)
      .send(appointmentCalendar(appointment, config.publicUrl));
  });
};

export default appointmentsRoutes;
