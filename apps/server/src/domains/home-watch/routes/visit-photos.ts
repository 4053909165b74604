import { isBackOfficeRole, isClientRole } from '@ta/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors.js';
import { isPhotoKey, type PhotoVariant } from '../../photos/index.js';

const paramsSchema = z.object({ key: z.string().max(100) });

/**
 * A finding's photo by its random key: for staff, and for the owner of the property once the
 * visit is finished (the report shows it). Anyone else, signed in or not, gets the same 404 as a
 * key that names nothing, so a key found somewhere says nothing about a house. A trusted contact
 * helping with the owner's account sees them with the `reports` right (the report does); while
 * helping with an account, only that account's photos. The headers are the
 * furniture photos' (an image to show, nothing else), kept by the browser only.
 */
const visitPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  async function mayRead(request: FastifyRequest, key: string): Promise<boolean> {
    const user = request.user;
    if (!user || !isPhotoKey(key)) return false;
    const access = await app.repos.visitRun.photoAccess(key);
    if (!access) return false;
    if (isBackOfficeRole(user.role)) return true;
    if (request.actingEnded) return false;
    const acting = request.actingFor;
    const clientId = acting ? (acting.rights.includes('reports') ? acting.clientId : null) : user.id;
    return isClientRole(user.role) && access.finished && access.clientId === clientId;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, key: string, variant: PhotoVariant) {
    const photo = (await mayRead(request, key)) ? await app.photoStorage.get(key, variant) : undefined;
    if (!photo) throw notFound('photo_not_found');
    return reply
      .header('content-type', photo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', 'inline')
      .send(photo.bytes);
  }

  app.get('/visit-photos/:key', { schema: { params: paramsSchema } }, (request, reply) =>
    send(request, reply, request.params.key, 'full'),
  );
  app.get('/visit-photos/:key/thumb', { schema: { params: paramsSchema } }, (request, reply) =>
    send(request, reply, request.params.key, 'thumb'),
  );
};

export default visitPhotosRoutes;
