import {
  clientAppointmentSchema,
  isBackOfficeRole,
  moveAppointmentSchema,
  moveSlotAnswerSchema,
  moveSlotQuerySchema,
} from '@ta/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { clientCaller, needsRight } from '../../circle/index.js';
import { clientFor, currentUser, requireClient, requireUser, visitStaffPhoto } from '../../accounts/index.js';
import { parseRouteId, routeIdOr404 } from '../../../lib/route-id.js';
import { toClientAppointment } from '../appointments-repository.js';
import { cancelClientAppointment, deleteStaffAppointment } from '../appointment-changes.js';
import { moveClientAppointment, slotsForMove } from '../client-changes.js';
import { appointmentCalendarFile, visibleAppointments, type AppointmentViewer } from '../client-appointments.js';
import { serviceContext } from '../../service-context.js';
import { sendPhoto } from '../../../http/send-photo.js';

/** Any id that is not a positive 32-bit integer names no appointment: 404, like a missing one. */
const params = z.object({ id: z.string().max(20) });

/** Who is asking: staff, or the client whose account a client-area call works on (its own, or the one helped with). */
function viewerOf(request: FastifyRequest): AppointmentViewer {
  const user = currentUser(request);
  const who = { helper: Boolean(request.actingFor), language: user.language };
  return isBackOfficeRole(user.role)
    ? { ...who, staff: true }
    : { ...who, staff: false, clientId: clientFor(request, 'appointments') };
}

/**
 * The client area's reads and its move (docs/booking.md, "Changes by the client and the cut-off"), as
 * the JSON API, the move page's form without JavaScript and the pages rendered on the server do them:
 * the list of appointments, the open times a visit can move to, and moving it. Moving is for the
 * client, or a trusted contact with the `act` right; someone else's visit is "not found".
 */
export const clientAppointmentOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  const acting = [requireClient, needsRight('act')];
  return {
    list: operation({
      checks: [requireUser, needsRight('appointments')],
      response: z.array(clientAppointmentSchema),
      run: async (_input, request) => visibleAppointments(ctx, viewerOf(request)),
    }),
    slots: operation({
      checks: acting,
      params,
      query: moveSlotQuerySchema,
      response: moveSlotAnswerSchema,
      run: async ({ params: { id }, query }, request) => {
        const appointmentId = routeIdOr404(id, 'appointment_not_found');
        return slotsForMove(ctx, await clientCaller(request, 'act'), appointmentId, query);
      },
    }),
    move: operation({
      checks: acting,
      params,
      body: moveAppointmentSchema,
      response: clientAppointmentSchema,
      run: async ({ params: { id }, body }, request) => {
        const appointmentId = routeIdOr404(id, 'appointment_not_found');
        return moveClientAppointment(ctx, await clientCaller(request, 'act'), appointmentId, body.slot);
      },
    }),
  };
});

/**
 * Appointments as the signed-in person may see them: a client only their own (anything else is
 * "not found"), staff and admin every one. A trusted contact helping with a client's account sees
 * the client's with the `appointments` right and cancels with `act` (docs/circle-access.md). The
 * back office's other calls are in domains/appointments/routes/staff-appointments.ts.
 */
const appointmentsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  const ops = clientAppointmentOperations(app, config);

  jsonRoute(app, 'GET', '/appointments', ops.list, { pageRead: true, onSend: keepPrivate });

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

  jsonRoute(app, 'GET', '/appointments/:id/slots', ops.slots, { pageRead: true, onSend: keepPrivate });
  jsonRoute(app, 'POST', '/appointments/:id/move', ops.move);

  app.get(
    '/appointments/:id/calendar.ics',
    { onRequest: [requireUser, needsRight('appointments')], onSend: keepPrivate, schema: { params } },
    async (request, reply) => {
      const file = await appointmentCalendarFile(ctx, viewerOf(request), parseRouteId(request.params.id));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="appointment-${file.id}.ics"`)
        .send(file.ics);
    },
  );

  // The photo of who is coming, while they are on the way or there (docs/visit-status.md, "Who is at the door").
  app.get(
    '/appointments/:id/staff-photo',
    { onRequest: [requireClient, needsRight('appointments')], onSend: keepPrivate, schema: { params } },
    async (request, reply) =>
      sendPhoto(reply, await visitStaffPhoto(ctx, clientFor(request, 'appointments'), parseRouteId(request.params.id))),
  );
};

export default appointmentsRoutes;
