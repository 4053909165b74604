import { CLAIM_NOT_FOUND_MESSAGE, claimRequestSchema, clientRequestSchema, normalizeTrackingCode } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, requireClient, requireUser } from '../../../lib/guards.js';
import { notFound } from '../../../lib/http-errors.js';

/** The signed-in person's own requests, and adding an earlier one to the account by code and e-mail. */
const myRequestsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/contact/user',
    { onRequest: requireUser, schema: { response: { 200: z.array(clientRequestSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.repos.contactRequests.listByUser(currentUser(request).id);
    },
  );

  app.post(
    '/contact/claim',
    {
      onRequest: requireClient,
      // Code and e-mail together are hard to guess; the limit keeps it that way.
      config: { rateLimit: { max: config.rateLimits ? 10 : Number.MAX_SAFE_INTEGER, timeWindow: '15 minutes' } },
      schema: { body: claimRequestSchema, response: { 200: clientRequestSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const code = normalizeTrackingCode(request.body.trackingToken);
      // A wrong code, a wrong e-mail and a request on another account all get the same answer.
      const claimed = code ? await app.repos.contactRequests.claim(code, request.body.email, user.id) : undefined;
      if (!claimed) throw notFound(CLAIM_NOT_FOUND_MESSAGE);
      await app.repos.events.record({
        type: 'contact.claimed',
        actorId: user.id,
        subjectType: 'contact_request',
        subjectId: claimed.id,
        summary: `${user.firstName} ${user.lastName} added request ${claimed.trackingToken} to their account`,
      });
      return claimed;
    },
  );
};

export default myRequestsRoutes;
