import { adminSearchQuerySchema, adminSearchResultsSchema, isAdminRole } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { serviceContext } from '../../service-context.js';
import { searchBackOffice } from '../back-office-reads.js';

/**
 * GET /api/admin/search?q=: the back-office layout's search box (domains/back-office/back-office-reads.ts).
 * Users are searched for admins only.
 */
const searchRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get(
    '/admin/search',
    { schema: { querystring: adminSearchQuerySchema, response: { 200: adminSearchResultsSchema } } },
    async (request) => searchBackOffice(ctx, request.query.q, { withUsers: isAdminRole(currentUser(request).role) }),
  );
};

export default searchRoutes;
