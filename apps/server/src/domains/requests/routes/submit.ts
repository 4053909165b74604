import { contactRequestReceiptSchema, contactSubmissionSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { needsRight, requesterOf } from '../../circle/index.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { submitContactRequest } from '../contact-submissions.js';
import { serviceContext } from '../../service-context.js';

/** A request from any of the site's forms (domains/requests/contact-submissions.ts). */
const submitRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.post(
    '/contact',
    {
      // While helping with a client's account, what is sent is the client's: the `act` right.
      onRequest: needsRight('act'),
      config: { rateLimit: callLimit(config, 10, '1 hour') },
      schema: { body: contactSubmissionSchema, response: { 201: contactRequestReceiptSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await submitContactRequest(ctx, request.body, await requesterOf(request, 'act'), requestLanguage(request)),
        ),
  );
};

export default submitRoutes;
