import { staffDirectorySchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/admin/staff: the active staff and admin accounts work can be given
 * to, by name. The response schema keeps it to id, name and role, so no e-mail or username leaves.
 */
const staffDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/staff', { schema: { response: { 200: staffDirectorySchema } } }, async () => {
    return app.repos.staff.listActive();
  });
};

export default staffDirectoryRoutes;
