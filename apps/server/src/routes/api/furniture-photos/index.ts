import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import serveRoutes from './serve.js';
import staffPhotoRoutes from './staff.js';
import uploadRoutes from './upload.js';

const furniturePhotosRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(uploadRoutes, { config });
  await app.register(serveRoutes);
  await app.register(staffPhotoRoutes);
};

export default furniturePhotosRoutes;
