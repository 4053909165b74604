import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import serveRoutes from './serve.js';
import uploadRoutes from './upload.js';

/** Uploading and serving photos; the back office's are in domains/photos/routes/staff-furniture-photos.ts. */
const furniturePhotosRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(uploadRoutes, { config });
  await app.register(serveRoutes, { config });
};

export default furniturePhotosRoutes;
