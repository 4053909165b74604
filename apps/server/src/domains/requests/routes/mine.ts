import { claimedRequestSchema, claimRequestSchema, clientRequestSchema, isClientRole } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { holderOnly, needsRight } from '../../circle/index.js';
import { clientFor, currentUser, requireClient, requireUser } from '../../accounts/index.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { claimContactRequest } from '../contact-request-changes.js';
import { serviceContext } from '../../service-context.js';
import { myContactRequests } from '../contact-request-reads.js';

/**
 * The signed-in person's own requests (or, for a trusted contact with the right, the requests of the
 * client they help), as the JSON API and the pages rendered on the server read them.
 */
export const myRequestsOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    list: operation({
      checks: [requireUser, needsRight('requests')],
      response: z.array(clientRequestSchema),
      run: async (_input, request) => {
        // Staff have no requests of their own here; anyone else reads the account they work on.
        const user = currentUser(request);
        const accountId = isClientRole(user.role) ? clientFor(request, 'requests') : user.id;
        return myContactRequests(ctx, accountId, { actingFor: request.actingFor !== null });
      },
    }),
  };
});

/**
 * The signed-in person's own requests, and adding an earlier one to the account by code and e-mail:
 * the account holder's own act (docs/circle-access.md).
 */
const myRequestsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  jsonRoute(app, 'GET', '/contact/user', myRequestsOperations(app, config).list, {
    pageRead: true,
    onSend: keepPrivate,
  });

  app.post(
    '/contact/claim',
    {
      onRequest: [requireClient, holderOnly],
      // Code and e-mail together are hard to guess; the limit keeps it that way.
      config: { rateLimit: callLimit(config, 10, '15 minutes') },
      schema: { body: claimRequestSchema, response: { 200: claimedRequestSchema } },
    },
    async (request) => claimContactRequest(ctx, currentUser(request), request.body),
  );
};

export default myRequestsRoutes;
