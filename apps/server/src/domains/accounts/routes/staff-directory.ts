import { staffDirectorySchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { staffDirectory } from '../staff-directory.js';
import { serviceContext } from '../../service-context.js';

/**
 * GET /api/admin/staff: the active staff and admin accounts work can be given
 * to, by name. The response schema keeps it to id, name and role, so no e-mail or username leaves.
 */
const staffDirectoryRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get('/admin/staff', { schema: { response: { 200: staffDirectorySchema } } }, async () => staffDirectory(ctx));
};

export default staffDirectoryRoutes;
