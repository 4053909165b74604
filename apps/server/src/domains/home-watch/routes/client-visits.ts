import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import findingRoutes from './findings.js';
import reportRoutes from './report.js';

/**
 * Home-watch visits as their owner sees them: a finished visit's report (and its PDF), and the
 * owner's decision about a finding. Staff read any report here too; the back office's visit calls
 * are under /api/admin.
 */
const visitsRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(reportRoutes, { config });
  await app.register(findingRoutes, { config });
};

export default visitsRoutes;
