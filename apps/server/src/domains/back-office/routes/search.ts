import { adminSearchQuerySchema, adminSearchResultsSchema, isAdminRole } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, requireStaff } from '../../accounts/index.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { serviceContext } from '../../service-context.js';
import { searchBackOffice } from '../back-office-reads.js';

/**
 * GET /api/admin/search?q=: the back-office layout's search box (domains/back-office/back-office-reads.ts).
 * Users are searched for admins only. Staff and admins, as every call of http/staff-routes.ts.
 */
export const searchOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    search: operation({
      checks: [requireStaff],
      query: adminSearchQuerySchema,
      response: adminSearchResultsSchema,
      run: async ({ query: { q } }, request) =>
        searchBackOffice(ctx, q, { withUsers: isAdminRole(currentUser(request).role) }),
    }),
  };
});

const searchRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ops = searchOperations(app, config);
  jsonRoute(app, 'GET', '/admin/search', ops.search, { pageRead: true });
};

export default searchRoutes;
