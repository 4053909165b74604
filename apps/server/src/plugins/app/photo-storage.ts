import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { openPhotoStorage } from '../../domains/photos/open-photo-storage.js';
import type { PhotoStorage } from '../../domains/photos/photo-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    photoStorage: PhotoStorage;
  }
}

/** Stored files (photos, receipts) on disk (DATA_DIR/photos), in the database or in a bucket, as FILE_STORAGE says. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const storage = await openPhotoStorage(config.fileStorage, {
      photosDir: config.photosDir,
      s3: config.s3,
      db: app.db,
    });
    app.decorate('photoStorage', storage);
    app.addHook('onClose', async () => storage.close());
    // Where, never with what key: the secret key is the SDK's alone.
    const where =
      storage.kind === 'disk'
        ? { dir: config.photosDir }
        : storage.kind === 's3' && config.s3
          ? { bucket: config.s3.bucket, endpoint: config.s3.endpoint ?? 'AWS', prefix: config.s3.prefix }
          : {};
    app.log.info({ storage: storage.kind, ...where }, 'file storage ready');
  },
  { name: 'photo-storage', dependencies: ['db'] },
);
