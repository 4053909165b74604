import multipart from '@fastify/multipart';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD } from '@ta/shared';
import fp from 'fastify-plugin';

/**
 * Multipart bodies (photo uploads) with hard limits, so no request can make the server hold
 * more than MAX_PHOTOS_PER_UPLOAD × MAX_PHOTO_BYTES plus a few small fields. Nothing is
 * spooled to disk: routes read parts into memory and decide before writing anything.
 * Registered only in the scope of the routes that take uploads: elsewhere its hooks would cost every
 * request a promise and a listener, and a multipart body is refused with 415.
 */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_PHOTO_BYTES,
        files: MAX_PHOTOS_PER_UPLOAD,
        fields: 10,
        // A 5000-character description in any script fits; longer values are refused.
        fieldSize: 32 * 1024,
        fieldNameSize: 100,
        parts: 20,
        headerPairs: 100,
      },
      // Over-size files are an error, not a silently truncated photo.
      throwFileSizeLimit: true,
    });
  },
  { name: 'multipart' },
);
