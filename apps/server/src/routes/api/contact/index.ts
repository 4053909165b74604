import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import myRequestsRoutes from './mine.js';
import relatedContactRoutes from './related.js';
import scheduleContactRoutes from './schedule.js';
import staffContactRoutes from './staff.js';
import submitRoutes from './submit.js';
import trackRoutes from './track.js';

const contactRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(submitRoutes, { config });
  await app.register(trackRoutes, { config });
  await app.register(myRequestsRoutes, { config });
  await app.register(staffContactRoutes, { config });
  await app.register(scheduleContactRoutes, { config });
  await app.register(relatedContactRoutes);
};

export default contactRoutes;
