import {
  clientAppointmentSchema,
  isBackOfficeRole,
  moveAppointmentSchema,
  moveSlotAnswerSchema,
  moveSlotQuerySchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { clientCaller, needsRight } from '../../circle/index.js';
import { clientFor, currentUser, requireClient, requireUser, type UserRecord } from '../../accounts/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { parseRouteId, routeIdOr404 } from '../../../lib/route-id.js';
import { toClientAppointment, type AppointmentRecord } from '../appointments-repository.js';
import { appointmentCalendar } from '../appointment-calendar.js';
import { cancelClientAppointment, deleteStaffAppointment } from '../appointment-changes.js';
import { moveClientAppointment, slotsForMove, withChangeWindows } from '../client-changes.js';
import { serviceContext } from '../../service-context.js';

/** Any id that is not a positive 32-bit integer names no appointment: 404, like a missing one. */
const params = z.object({ id: z.string().max(20) });

/**
 * Appointments as the signed-in person may see them: a client only their own (anything else is
 * "not found"), staff and admin every one. A trusted contact helping with a client's account sees
 * the client's with the `appointments` right and cancels with `act` (docs/circle-access.md). The
 * back office's other calls are in domains/appointments/routes/staff-appointments.ts.
 */
const appointmentsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  /** The appointment when the caller may see it (`clientId`: the account a client-area call works on); a 404 otherwise. */
  async function visibleTo(user: UserRecord, clientId: number, rawId: string): Promise<AppointmentRecord> {
    const id = parseRouteId(rawId);
    const found = id === undefined ? undefined : await app.repos.appointments.findById(id);
    if (!found || (!isBackOfficeRole(user.role) && found.clientId !== clientId)) {
      throw notFound('appointment_not_found');
    }
    return found;
  }

  app.get(
    '/appointments',
    {
      onRequest: [requireUser, needsRight('appointments')],
      onSend: keepPrivate,
      schema: { response: { 200: z.array(clientAppointmentSchema) } },
    },
    async (request) => {
      const user = currentUser(request);
      if (isBackOfficeRole(user.role)) return app.repos.appointments.listAll();
      // The client's own list says until when each visit may be changed online (docs/booking.md).
      const list = await withChangeWindows(
        ctx,
        await app.repos.appointments.listForClient(clientFor(request, 'appointments')),
      );
      // The notes are the client's words to the staff member (door codes): never a helper's to read.
      return request.actingFor ? list.map((appointment) => ({ ...appointment, notes: null })) : list;
    },
  );

  app.delete(
    '/appointments/:id',
    {
      onRequest: [requireUser, needsRight('act')],
      schema: { params, response: { 200: clientAppointmentSchema, 204: z.null() } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = routeIdOr404(request.params.id, 'appointment_not_found');
      // Staff remove the row; a client's cancel keeps it (domains/appointments/appointment-changes.ts).
      if (isBackOfficeRole(user.role)) {
        await deleteStaffAppointment(ctx, user, id);
        return reply.code(204).send(null);
      }
      return toClientAppointment(await cancelClientAppointment(ctx, await clientCaller(request, 'act'), id));
    },
  );

  // Moving a visit to another open time (docs/booking.md, "Changes by the client and the cut-off"):
  // the client, or a trusted contact with the `act` right; someone else's visit is "not found".
  app.get(
    '/appointments/:id/slots',
    {
      onRequest: [requireClient, needsRight('act')],
      onSend: keepPrivate,
      schema: { params, querystring: moveSlotQuerySchema, response: { 200: moveSlotAnswerSchema } },
    },
    async (request) => {
      const id = routeIdOr404(request.params.id, 'appointment_not_found');
      return slotsForMove(ctx, await clientCaller(request, 'act'), id, request.query);
    },
  );

  app.post(
    '/appointments/:id/move',
    {
      onRequest: [requireClient, needsRight('act')],
      schema: { params, body: moveAppointmentSchema, response: { 200: clientAppointmentSchema } },
    },
    async (request) => {
      const id = routeIdOr404(request.params.id, 'appointment_not_found');
      const caller = await clientCaller(request, 'act');
      const moved = await moveClientAppointment(ctx, caller, id, request.body.slot);
      const [answer] = await withChangeWindows(ctx, [toClientAppointment(moved)]);
      return answer;
    },
  );

  app.get(
    '/appointments/:id/calendar.ics',
    { onRequest: [requireUser, needsRight('appointments')], onSend: keepPrivate, schema: { params } },
    async (request, reply) => {
      const user = currentUser(request);
      const staff = isBackOfficeRole(user.role);
      const appointment = await visibleTo(
        user,
        staff ? user.id : clientFor(request, 'appointments'),
        request.params.id,
      );
      // A client's file is in the language of the one who downloads it (a trusted contact's own);
      // the back office reads English.
      const language = staff ? 'en' : request.actingFor ? user.language : appointment.clientLanguage;
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="appointment-${appointment.id}.ics"`)
          // A helper's file leaves the client's notes out, as the list does.
          .send(
            appointmentCalendar(
              request.actingFor ? { ...appointment, notes: null } : appointment,
              config.publicUrl,
              language,
            ),
          )
      );
    },
  );
};

export default appointmentsRoutes;
