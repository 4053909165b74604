import { callbackReceiptSchema, callbackRequestSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { needsRight, requesterOf } from '../../circle/index.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { submitCallbackRequest } from '../callback-requests.js';
import { serviceContext } from '../../service-context.js';

/**
 * "Call me back" (domains/requests/callback-requests.ts): anyone may ask, as on the contact form, and the
 * same guards hold: the cross-site guard, the shared schema, and a limit per address.
 */
const callbackRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.post(
    '/callback',
    {
      // While helping with a client's account, what is sent is the client's: the `act` right.
      onRequest: needsRight('act'),
      config: { rateLimit: callLimit(config, 10, '1 hour') },
      schema: { body: callbackRequestSchema, response: { 201: callbackReceiptSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await submitCallbackRequest(ctx, request.body, await requesterOf(request, 'act'), requestLanguage(request)),
        ),
  );
};

export default callbackRoutes;
