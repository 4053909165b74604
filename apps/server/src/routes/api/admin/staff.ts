import { staffDirectorySchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes, requireStaff } from '../../../lib/guards.js';
import { PRIVATE_NO_STORE } from '../../../lib/cache-control.js';

/**
 * GET /api/admin/staff (staff and admin): the active staff and admin accounts work can be given
 * to, by name. The response schema keeps it to id, name and role, so no e-mail or username leaves.
 */
const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireStaff);

  app.get('/staff', { schema: { response: { 200: staffDirectorySchema } } }, async (_request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return app.repos.staff.listActive();
  });
};

export default adminStaffRoutes;
