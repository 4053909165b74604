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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { parseRouteId, routeIdOr404 } from '../../../lib/route-id.js';
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

const params = z.object({ id: z.string().max(20) });
const appointmentId = (raw: string) => routeIdOr404(raw, 'appointment_not_found');

/**
 * The back office's appointments: the calendar's list and summary cards, the detail page, booking
 * and editing (domains/appointments/staff-appointments.ts), under /api/appointments the day view and the
 * status change, and the Projects screen.
 */
const appointmentsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/admin/appointments',
    { schema: { querystring: appointmentListQuerySchema, response: { 200: pageSchema(staffAppointmentSchema) } } },
    async (request) => appointmentPage(ctx, request.query),
  );

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

  app.get(
    '/admin/appointments/summary',
    { schema: { querystring: appointmentSummaryQuerySchema, response: { 200: appointmentSummarySchema } } },
    async (request) => appointmentSummary(ctx, request.query.date),
  );

  app.get(
    '/admin/appointments/:id',
    { schema: { params, response: { 200: appointmentDetailSchema } } },
    async (request) => appointmentDetail(ctx, parseRouteId(request.params.id)),
  );

  app.post(
    '/admin/appointments',
    { schema: { body: appointmentCreateSchema, response: { 201: savedAppointmentSchema } } },
    async (request, reply) => reply.code(201).send(await bookStaffAppointment(ctx, currentUser(request), request.body)),
  );

  app.patch(
    '/admin/appointments/:id',
    { schema: { params, body: appointmentUpdateSchema, response: { 200: savedAppointmentSchema } } },
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
    { schema: { params, body: appointmentStatusUpdateSchema, response: { 200: staffAppointmentSchema } } },
    async (request) =>
      updateStaffAppointment(ctx, currentUser(request), appointmentId(request.params.id), {
        status: request.body.status,
      }),
  );
};

export default appointmentsRoutes;
