import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import callbackRoutes from './callback.js';
import myRequestsRoutes from './mine.js';
import submitRoutes from './submit.js';
import trackRoutes from './track.js';

/** Requests as their senders see them; the back office's are in domains/requests/routes/staff-contact-requests.ts. */
const contactRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(submitRoutes, { config });
  await app.register(callbackRoutes, { config });
  await app.register(trackRoutes, { config });
  await app.register(myRequestsRoutes, { config });
};

export default contactRoutes;
