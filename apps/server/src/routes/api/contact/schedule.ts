import { CONTACT_NOT_FOUND_MESSAGE, SCHEDULE_MESSAGES, scheduleContactSchema, scheduleResultSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, requireStaff } from '../../../lib/guards.js';
import { badRequest, notFound } from '../../../lib/http-errors.js';
import { tellStaffOfAppointment } from '../../../services/appointment-changes.js';
import { sendAppointmentConfirmation } from '../../../services/appointment-emails.js';
import { contactIdParams, findContactOr404 } from './contact-id.js';

/**
 * Schedule: staff turn a request into an appointment. The appointment carries the
 * requester's name, e-mail and phone, belongs to the request's account when it has one, and is
 * linked to the request. The requester gets the confirmation with an .ics file, and a new request
 * moves to in-progress (the confirmation tells them so; no second e-mail). The staff member put down
 * to attend, when it is someone else, is told by e-mail.
 */
const scheduleContactRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/contact/:id/schedule',
    {
      preValidation: requireStaff,
      schema: { params: contactIdParams, body: scheduleContactSchema, response: { 201: scheduleResultSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const contact = await findContactOr404(app, request.params.id);

      const service = await app.repos.serviceTypes.findActiveById(body.serviceTypeId);
      if (!service) throw badRequest(SCHEDULE_MESSAGES.service, { serviceTypeId: SCHEDULE_MESSAGES.service });
      const staff = body.staffId === undefined ? undefined : await app.repos.staff.findActive(body.staffId);
      if (body.staffId !== undefined && !staff) {
        throw badRequest(SCHEDULE_MESSAGES.staff, { staffId: SCHEDULE_MESSAGES.staff });
      }

      const appointment = await app.repos.appointments.create({
        clientId: contact.userId,
        contactRequestId: contact.id,
        clientName: `${contact.firstName} ${contact.lastName}`.trim(),
        clientEmail: contact.email,
        clientPhone: contact.phone || null,
        serviceTypeId: service.id,
        staffId: body.staffId ?? null,
        appointmentDate: body.appointmentDate,
        startTime: body.startTime,
        endTime: body.endTime,
        status: body.status,
        notes: body.notes ?? null,
        location: body.location ?? null,
      });
      const started = await app.repos.contactRequests.startIfNew(contact.id);
      const updated = await app.repos.contactRequests.findForStaff(contact.id);
      if (!updated) throw notFound(CONTACT_NOT_FOUND_MESSAGE);

      await app.repos.events.record({
        type: 'appointment.scheduled',
        actorId: user.id,
        subjectType: 'appointment',
        subjectId: appointment.id,
        summary: `${user.firstName} ${user.lastName} scheduled ${service.name} for ${appointment.clientName} on ${appointment.appointmentDate} at ${appointment.startTime} (request ${contact.trackingToken}${started ? ', now In Progress' : ''})`,
      });
      await sendAppointmentConfirmation(app.mailer, config.publicUrl, appointment);
      const ctx = { repos: app.repos, mailer: app.mailer, publicUrl: config.publicUrl };
      await tellStaffOfAppointment(ctx, user, staff, appointment);
      return reply.code(201).send({ appointment, contact: updated });
    },
  );
};

export default scheduleContactRoutes;
