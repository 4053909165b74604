import { isAdminRole, outboxEmailSchema, outboxQuerySchema, pageSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { serviceContext } from '../../service-context.js';
import { outboxPage } from '../back-office-reads.js';

/**
 * GET /api/admin/outbox: every e-mail the site sent or queued, newest first, paged and searched
 * over recipient and subject, each with its tries and next try; admins see which they may send again.
 */
const outboxRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get(
    '/admin/outbox',
    { schema: { querystring: outboxQuerySchema, response: { 200: pageSchema(outboxEmailSchema) } } },
    async (request) => outboxPage(ctx, request.query, { admin: isAdminRole(currentUser(request).role) }),
  );
};

export default outboxRoutes;
