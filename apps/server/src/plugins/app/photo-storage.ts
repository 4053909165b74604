import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { createPhotoBlobsRepository } from '../../domains/photos/furniture-photos-repository.js';
import {
  createDatabasePhotoStorage,
  createDiskPhotoStorage,
  type PhotoStorage,
} from '../../domains/photos/photo-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    photoStorage: PhotoStorage;
  }
}

/** Photo bytes on disk (DATA_DIR/photos) or in the database, as PHOTO_STORAGE says. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const storage =
      config.photoStorage === 'database'
        ? createDatabasePhotoStorage(createPhotoBlobsRepository(app.db))
        : createDiskPhotoStorage(config.photosDir);
    app.decorate('photoStorage', storage);
    app.log.info(
      { storage: storage.kind, ...(storage.kind === 'disk' ? { dir: config.photosDir } : {}) },
      'photo storage ready',
    );
  },
  { name: 'photo-storage', dependencies: ['db'] },
);
