import { outboxEmailSchema, outboxQuerySchema, pageSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes, requireStaff } from '../../../lib/guards.js';

/**
 * GET /api/admin/outbox (staff and admin): every e-mail the site sent or queued, newest first,
 * paged and searched over recipient and subject (docs/decisions/005-mail-and-outbox.md).
 */
const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireStaff);

  app.get(
    '/outbox',
    { schema: { querystring: outboxQuerySchema, response: { 200: pageSchema(outboxEmailSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.repos.outbox.listPage(request.query);
    },
  );
};

export default adminOutboxRoutes;
