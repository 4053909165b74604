import {
  appointmentCreateSchema,
  appointmentDateParamsSchema,
  appointmentDetailSchema,
  appointmentListQuerySchema,
  appointmentSummaryQuerySchema,
  appointmentStatusUpdateSchema,
  appointmentSummarySchema,
  appointmentUpdateSchema,
  businessToday,
  pageSchema,
  savedAppointmentSchema,
  PROJECT_STATUSES,
  projectCountsSchema,
  projectListQuerySchema,
  staffAppointmentSchema,
  weekEnd,
  type AppointmentDetail,
  type SavedAppointment,
  type StaffAppointment,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { parseRouteId, routeIdOr404 } from '../../../lib/route-id.js';
import { createStaffAppointment, updateStaffAppointment } from '../appointment-changes.js';
import { serviceContext } from '../../service-context.js';

const params = z.object({ id: z.string().max(20) });
const appointmentId = (raw: string) => routeIdOr404(raw, 'appointment_not_found');

/** A visit not cancelled, checked against availability without counting itself (docs/booking.md). */
async function warningsOf(
  app: Parameters<FastifyPluginAsyncZod>[0],
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
  return app.repos.availabilityView.warningsFor(visit, a.id);
}

/**
 * The back office's appointments: the calendar's list and summary cards, the detail page, booking
 * and editing (domains/appointments/appointment-changes.ts), under /api/appointments the day view and the
 * status change, and the Projects screen.
 */
const appointmentsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/admin/appointments',
    { schema: { querystring: appointmentListQuerySchema, response: { 200: pageSchema(staffAppointmentSchema) } } },
    async (request) => {
      const { search, status, from, to } = request.query;
      return app.repos.appointments.listPage(
        { from, to, search, statuses: status ? [status] : undefined },
        request.query,
      );
    },
  );

  /**
   * The Projects screen: appointments whose status is approved, in-progress or completed, newest
   * date first. Updating and deleting a project use the appointment calls.
   */
  app.get(
    '/admin/projects',
    { schema: { querystring: projectListQuerySchema, response: { 200: pageSchema(staffAppointmentSchema) } } },
    async (request) => {
      const { search, status } = request.query;
      const statuses = status ? [status] : PROJECT_STATUSES;
      return app.repos.appointments.listPage({ search, statuses }, request.query, 'newest');
    },
  );

  app.get('/admin/projects/counts', { schema: { response: { 200: projectCountsSchema } } }, async () =>
    app.repos.appointments.projectCounts(),
  );

  app.get(
    '/admin/appointments/summary',
    { schema: { querystring: appointmentSummaryQuerySchema, response: { 200: appointmentSummarySchema } } },
    async (request) => {
      const date = request.query.date ?? businessToday();
      return { date, ...(await app.repos.appointments.summary(date, weekEnd(date))) };
    },
  );

  app.get(
    '/admin/appointments/:id',
    { schema: { params, response: { 200: appointmentDetailSchema } } },
    async (request): Promise<AppointmentDetail> => {
      const id = parseRouteId(request.params.id);
      const appointment = id === undefined ? undefined : await app.repos.appointments.findById(id);
      if (!appointment) throw notFound('appointment_not_found');
      const [staff, contactRequest, photos, availabilityWarnings] = await Promise.all([
        appointment.staffId === null ? undefined : app.repos.users.findById(appointment.staffId),
        appointment.contactRequestId === null
          ? undefined
          : app.repos.appointments.findContactRequestLink(appointment.contactRequestId),
        app.repos.furniturePhotos.listByAppointment(appointment.id),
        warningsOf(app, appointment),
      ]);
      return {
        ...appointment,
        staff: staff
          ? { id: staff.id, firstName: staff.firstName, lastName: staff.lastName, email: staff.email }
          : null,
        contactRequest: contactRequest ?? null,
        photos,
        availabilityWarnings,
      };
    },
  );

  app.post(
    '/admin/appointments',
    { schema: { body: appointmentCreateSchema, response: { 201: savedAppointmentSchema } } },
    async (request, reply) => {
      const { clientName, clientEmail, clientPhone, ...booking } = request.body;
      const appointment = await createStaffAppointment(ctx, currentUser(request), booking, {
        clientName,
        clientEmail,
        clientPhone,
      });
      const saved: SavedAppointment = { ...appointment, availabilityWarnings: await warningsOf(app, appointment) };
      return reply.code(201).send(saved);
    },
  );

  app.patch(
    '/admin/appointments/:id',
    { schema: { params, body: appointmentUpdateSchema, response: { 200: savedAppointmentSchema } } },
    async (request): Promise<SavedAppointment> => {
      const appointment = await updateStaffAppointment(
        ctx,
        currentUser(request),
        appointmentId(request.params.id),
        request.body,
      );
      return { ...appointment, availabilityWarnings: await warningsOf(app, appointment) };
    },
  );

  /** Every appointment of the day, by start time; an empty day is an empty list (never samples). */
  app.get(
    '/appointments/date/:date',
    { schema: { params: appointmentDateParamsSchema, response: { 200: z.array(staffAppointmentSchema) } } },
    async (request) => app.repos.appointments.listOnDate(request.params.date),
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
