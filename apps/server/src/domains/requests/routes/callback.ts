import { callbackReceiptSchema, callbackRequestSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { needsRight, requesterOf } from '../../circle/index.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { submitCallbackRequest } from '../callback-requests.js';
import { serviceContext } from '../../service-context.js';

/** Callbacks asked for from one address, by the API or by the form without JavaScript. */
const callbackLimit = sharedLimit('callback', 10, '1 hour');

/**
 * "Call me back" (domains/requests/callback-requests.ts): anyone may ask, as on the contact form, and the
 * same guards hold: the cross-site guard, the shared schema, and a limit per address.
 */
export const callbackOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    ask: operation({
      // While helping with a client's account, what is sent is the client's: the `act` right.
      checks: [needsRight('act'), callbackLimit(app, config)],
      body: callbackRequestSchema,
      response: callbackReceiptSchema,
      status: 201,
      run: async ({ body }, request) =>
        submitCallbackRequest(ctx, body, await requesterOf(request, 'act'), requestLanguage(request)),
    }),
  };
});

const callbackRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  jsonRoute(app, 'POST', '/callback', callbackOperations(app, config).ask);
};

export default callbackRoutes;
