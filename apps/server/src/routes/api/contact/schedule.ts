import { scheduleContactSchema, scheduleResultSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, requireStaff } from '../../../lib/guards.js';
import { scheduleContactRequest } from '../../../services/contact-request-changes.js';
import { serviceContext } from '../../../services/service-context.js';
import { contactIdParams, parseContactId } from './contact-id.js';

/** Schedule: staff turn a request into an appointment (services/contact-request-changes.ts). */
const scheduleContactRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.post(
    '/contact/:id/schedule',
    {
      preValidation: requireStaff,
      schema: { params: contactIdParams, body: scheduleContactSchema, response: { 201: scheduleResultSchema } },
    },
    async (request, reply) => {
      const id = parseContactId(request.params.id);
      return reply.code(201).send(await scheduleContactRequest(ctx, currentUser(request), id, request.body));
    },
  );
};

export default scheduleContactRoutes;
