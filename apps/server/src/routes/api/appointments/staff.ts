import {
  APPOINTMENT_NOT_FOUND_MESSAGE,
  appointmentDateParamsSchema,
  appointmentStatusUpdateSchema,
  staffAppointmentSchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, guardRoutes, requireStaff } from '../../../lib/guards.js';
import { notFound } from '../../../lib/http-errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
import { updateStaffAppointment } from '../../../services/appointment-changes.js';
import { serviceContext } from '../../../services/service-context.js';

const PRIVATE = 'private, no-store';

/**
 * SPEC §7's staff calls under /api/appointments: the day view and the status change. Staff and
 * admin; clients 403 and the signed-out 401, before anything is read.
 */
const staffAppointmentRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE);
  });

  /** Every appointment of the day, by start time; an empty day is an empty list (never samples). */
  app.get(
    '/appointments/date/:date',
    { schema: { params: appointmentDateParamsSchema, response: { 200: z.array(staffAppointmentSchema) } } },
    async (request) => app.repos.appointments.listOnDate(request.params.date),
  );

  app.patch(
    '/appointments/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(20) }),
        body: appointmentStatusUpdateSchema,
        response: { 200: staffAppointmentSchema },
      },
    },
    async (request) => {
      const id = parseRouteId(request.params.id);
      if (id === undefined) throw notFound(APPOINTMENT_NOT_FOUND_MESSAGE);
      return updateStaffAppointment(serviceContext(app, config), currentUser(request), id, {
        status: request.body.status,
      });
    },
  );
};

export default staffAppointmentRoutes;
