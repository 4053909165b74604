import { dashboardSchema, isAdminRole } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { serviceContext } from '../../service-context.js';
import { dashboard } from '../back-office-reads.js';

/** GET /api/admin/dashboard (domains/back-office/back-office-reads.ts). */
const dashboardRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get('/admin/dashboard', { schema: { response: { 200: dashboardSchema } } }, async (request) =>
    dashboard(ctx, new Date(), { admin: isAdminRole(currentUser(request).role) }),
  );
};

export default dashboardRoutes;
