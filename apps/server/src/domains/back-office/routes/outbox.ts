import { outboxEmailSchema, outboxQuerySchema, pageSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/admin/outbox: every e-mail the site sent or queued, newest first, paged and searched
 * over recipient and subject.
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    { schema: { querystring: outboxQuerySchema, response: { 200: pageSchema(outboxEmailSchema) } } },
    async (request) => {
      return app.repos.outbox.listPage(request.query);
    },
  );
};

export default outboxRoutes;
