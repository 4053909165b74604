import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import type { PhotoVariant } from '../../photos/index.js';
import { findingPhoto } from '../finding-photos.js';
import { serviceContext } from '../../service-context.js';
import { sendPhoto } from '../../../http/send-photo.js';

const paramsSchema = z.object({ key: z.string().max(100) });

/**
 * A finding's photo by its random key: for staff, and for the owner of the property once the
 * visit is finished (the report shows it). Anyone else, signed in or not, gets the same 404 as a
 * key that names nothing, so a key found somewhere says nothing about a house. A trusted contact
 * helping with the owner's account sees them with the `reports` right (the report does); while
 * helping with an account, only that account's photos. The headers are the
 * furniture photos' (an image to show, nothing else), kept by the browser only.
 */
const visitPhotosRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  async function send(request: FastifyRequest, reply: FastifyReply, key: string, variant: PhotoVariant) {
    const { user, actingFor, actingEnded } = request;
    const photo = await findingPhoto(ctx, { user, actingFor, actingEnded }, key, variant);
    return sendPhoto(reply, photo, 3600);
  }

  app.get('/visit-photos/:key', { schema: { params: paramsSchema } }, (request, reply) =>
    send(request, reply, request.params.key, 'full'),
  );
  app.get('/visit-photos/:key/thumb', { schema: { params: paramsSchema } }, (request, reply) =>
    send(request, reply, request.params.key, 'thumb'),
  );
};

export default visitPhotosRoutes;
