import {
  appointmentCreateSchema,
  appointmentDateParamsSchema,
  appointmentDetailSchema,
  appointmentListQuerySchema,
  appointmentSummaryQuerySchema,
  appointmentStatusUpdateSchema,
  appointmentSummarySchema,
  appointmentUpdateSchema,
  pageSchema,
  savedAppointmentSchema,
  projectCountsSchema,
  projectListQuerySchema,
  staffAppointmentSchema,
} from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, requireStaff } from '../../accounts/index.js';
import { jsonRoute, operation } from '../../../http/operations.js';
import { idParams, parseRouteId, routeIdOr404 } from '../../../lib/route-id.js';
import { updateStaffAppointment } from '../appointment-changes.js';
import {
  appointmentDetail,
  appointmentPage,
  appointmentsOn,
  appointmentSummary,
  bookStaffAppointment,
  editStaffAppointment,
  projectCounts,
  projectPage,
} from '../staff-appointments.js';
import { serviceContext } from '../../service-context.js';

const appointmentId = (raw: string) => routeIdOr404(raw, 'appointment_not_found');

/**
 * The back office's appointments: the calendar's list and summary cards, the detail page, booking
 * and editing (domains/appointments/staff-appointments.ts), under /api/appointments the day view and the
 * status change, and the Projects screen.
 */
export function staffAppointmentOperations(app: FastifyInstance, config: AppConfig) {
  const ctx = serviceContext(app, config);
  // Staff and admins, as every call of http/staff-routes.ts.
  const staff = [requireStaff];
  return {
    list: operation({
      checks: staff,
      query: appointmentListQuerySchema,
      response: pageSchema(staffAppointmentSchema),
      run: async ({ query }) => appointmentPage(ctx, query),
    }),
    summary: operation({
      checks: staff,
      query: appointmentSummaryQuerySchema,
      response: appointmentSummarySchema,
      run: async ({ query: { date } }) => appointmentSummary(ctx, date),
    }),
  };
}

const appointmentsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  const ops = staffAppointmentOperations(app, config);

  jsonRoute(app, 'GET', '/admin/appointments', ops.list, { pageRead: true });

  /**
   * The Projects screen: appointments whose status is approved, in-progress or completed, newest
   * date first. Updating and deleting a project use the appointment calls.
   */
  app.get(
    '/admin/projects',
    { schema: { querystring: projectListQuerySchema, response: { 200: pageSchema(staffAppointmentSchema) } } },
    async (request) => projectPage(ctx, request.query),
  );

  app.get('/admin/projects/counts', { schema: { response: { 200: projectCountsSchema } } }, async () =>
    projectCounts(ctx),
  );

  jsonRoute(app, 'GET', '/admin/appointments/summary', ops.summary, { pageRead: true });

  app.get(
    '/admin/appointments/:id',
    { schema: { params: idParams, response: { 200: appointmentDetailSchema } } },
    async (request) => appointmentDetail(ctx, parseRouteId(request.params.id)),
  );

  app.post(
    '/admin/appointments',
    { schema: { body: appointmentCreateSchema, response: { 201: savedAppointmentSchema } } },
    async (request, reply) => reply.code(201).send(await bookStaffAppointment(ctx, currentUser(request), request.body)),
  );

  app.patch(
    '/admin/appointments/:id',
    { schema: { params: idParams, body: appointmentUpdateSchema, response: { 200: savedAppointmentSchema } } },
    async (request) => editStaffAppointment(ctx, currentUser(request), appointmentId(request.params.id), request.body),
  );

  /** Every appointment of the day, by start time; an empty day is an empty list (never samples). */
  app.get(
    '/appointments/date/:date',
    { schema: { params: appointmentDateParamsSchema, response: { 200: z.array(staffAppointmentSchema) } } },
    async (request) => appointmentsOn(ctx, request.params.date),
  );

  app.patch(
    '/appointments/:id',
    { schema: { params: idParams, body: appointmentStatusUpdateSchema, response: { 200: staffAppointmentSchema } } },
    async (request) =>
      updateStaffAppointment(ctx, currentUser(request), appointmentId(request.params.id), {
        status: request.body.status,
      }),
  );
};

export default appointmentsRoutes;
