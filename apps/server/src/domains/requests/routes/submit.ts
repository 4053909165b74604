import { contactRequestReceiptSchema, contactSubmissionSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { needsRight, requesterOf } from '../../circle/index.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { submitContactRequest } from '../contact-submissions.js';
import { serviceContext } from '../../service-context.js';

/** Requests sent from one address, by the API or by any of the site's forms without JavaScript. */
const contactLimit = sharedLimit('contact', 10, '1 hour');

/** A request from any of the site's forms (domains/requests/contact-submissions.ts). */
export const contactOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    submit: operation({
      // While helping with a client's account, what is sent is the client's: the `act` right.
      checks: [needsRight('act'), contactLimit(app, config)],
      body: contactSubmissionSchema,
      response: contactRequestReceiptSchema,
      status: 201,
      run: async ({ body }, request) =>
        submitContactRequest(ctx, body, await requesterOf(request, 'act'), requestLanguage(request), {
          ip: request.ip,
        }),
    }),
  };
});

const submitRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  jsonRoute(app, 'POST', '/contact', contactOperations(app, config).submit);
};

export default submitRoutes;
