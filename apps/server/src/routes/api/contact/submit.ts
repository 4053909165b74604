import {
  contactRequestReceiptSchema,
  contactSubmissionSchema,
  requestFormOf,
  type ContactSubmission,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { badRequest } from '../../../lib/http-errors.js';
import type { NewContactRequest } from '../../../repositories/contact-requests-repository.js';
import type { Repositories } from '../../../plugins/app/repositories.js';
import { sendRequestConfirmation } from '../../../services/contact-emails.js';
import { officeNoticeContext, tellOfficeOfNewRequest } from '../../../services/office-notices.js';
import { rescheduleReference } from '../../../services/reschedule-reference.js';

/** Turns any form's payload into one contact_requests row. */
async function toNewRequest(
  repos: Repositories,
  body: ContactSubmission,
  userId: number | null,
): Promise<NewContactRequest> {
  const common = { userId, preferredDate: null, preferredTime: null, location: null, serviceTypeId: null };
  switch (body.kind) {
    case 'appointment': {
      const service = await repos.serviceTypes.findActiveById(body.serviceTypeId);
      if (!service) throw badRequest('Please choose a service', { serviceTypeId: 'Please choose a service' });
      const [firstName = body.name, ...rest] = body.name.split(/\s+/);
      return {
        ...common,
        firstName,
        lastName: rest.join(' '),
        email: body.email,
        phone: body.phone,
        serviceInterest: service.name,
        serviceTypeId: service.id,
        message: body.appointmentId
          ? `${await rescheduleReference(repos.appointments, body.appointmentId, userId)}\n\n${body.message}`
          : body.message,
        preferredDate: body.preferredDate ?? null,
        preferredTime: body.preferredTime ?? null,
        location: body.location ?? null,
        newsletter: false,
        notifyByEmail: true,
        notifyBySms: false,
        consentGiven: false,
      };
    }
    case 'quote':
      // The quote form's extras are kept as fields, its date and place where the appointment page's go.
      return {
        ...(await toNewRequest(repos, { ...body, kind: 'landing' }, userId)),
        specificService: body.specificService,
        estimatedDuration: body.estimatedDuration ?? null,
        preferredDate: body.preferredDate ?? null,
        location: body.locationDetails ?? null,
      };
    case 'portal':
    case 'landing':
      return {
        ...common,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone,
        serviceInterest: body.serviceInterest,
        message: body.message,
        newsletter: body.newsletter,
        // The portal form has no notification choices: the account holder gets the e-mail.
        ...(body.kind === 'landing'
          ? { notifyByEmail: body.notifyByEmail, notifyBySms: body.notifyBySms, consentGiven: body.consentGiven }
          : { notifyByEmail: true, notifyBySms: false, consentGiven: false }),
      };
  }
}

const submitRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: config.rateLimits ? 10 : Number.MAX_SAFE_INTEGER, timeWindow: '1 hour' } },
      schema: { body: contactSubmissionSchema, response: { 201: contactRequestReceiptSchema } },
    },
    async (request, reply) => {
      // A request made while signed in belongs to that account; never matched by e-mail alone.
      const created = await app.repos.contactRequests.create(
        await toNewRequest(app.repos, request.body, request.user?.id ?? null),
      );
      await app.repos.events.record({
        type: 'contact.created',
        actorId: request.user?.id ?? null,
        subjectType: 'contact_request',
        subjectId: created.id,
        summary: `New request from ${created.firstName} ${created.lastName}: ${created.serviceInterest}`,
      });
      if (created.notifyByEmail) {
        await sendRequestConfirmation(app.mailer, config.publicUrl, created, requestFormOf(request.body));
      }
      await tellOfficeOfNewRequest(officeNoticeContext(app, config), created);
      return reply.code(201).send(created);
    },
  );
};

export default submitRoutes;
