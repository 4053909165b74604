import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { serviceContext } from '../../service-context.js';
import { photoBytes } from '../furniture-photos.js';
import type { PhotoVariant } from '../photo-storage.js';
import { sendPhoto } from '../../../http/send-photo.js';

const paramsSchema = z.object({ key: z.string().max(100) });

/**
 * Photo bytes by their random key. The content type is the one stored (never sniffed), and the
 * headers stop a browser from treating the bytes as anything but an image to show.
 */
const serveRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  async function send(reply: FastifyReply, key: string, variant: PhotoVariant) {
    const photo = await photoBytes(ctx, key, variant);
    return sendPhoto(reply, photo, 86400);
  }

  app.get('/furniture-photos/file/:key', { schema: { params: paramsSchema } }, (request, reply) =>
    send(reply, request.params.key, 'full'),
  );
  app.get('/furniture-photos/file/:key/thumb', { schema: { params: paramsSchema } }, (request, reply) =>
    send(reply, request.params.key, 'thumb'),
  );
};

export default serveRoutes;
