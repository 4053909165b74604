import {
  furniturePhotoGroupSchema,
  linkPhotosResultSchema,
  linkPhotosSchema,
  pageQuerySchema,
  pageSchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../accounts/index.js';
import type { AppConfig } from '../../../config.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { deleteFurniturePhoto, linkFurniturePhotos, listFurniturePhotoGroups } from '../furniture-photos.js';

/**
 * The back office's Furniture Photos screen: the list grouped by client e-mail, delete, and Link
 * to Appointment.
 */
const furniturePhotosRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/furniture-photos',
    { schema: { querystring: pageQuerySchema, response: { 200: pageSchema(furniturePhotoGroupSchema) } } },
    async (request) => listFurniturePhotoGroups(ctx, request.query.search, request.query),
  );

  /** Removes the row, then its bytes wherever they are kept (domains/photos/furniture-photos.ts). */
  app.delete(
    '/furniture-photos/:id',
    { schema: { params: z.object({ id: z.string().max(20) }), response: { 204: z.null() } } },
    async (request, reply) => {
      const id = routeIdOr404(request.params.id, 'photo_not_found');
      await deleteFurniturePhoto(ctx, currentUser(request), id, request.log);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/furniture-photos/link',
    { schema: { body: linkPhotosSchema, response: { 200: linkPhotosResultSchema } } },
    async (request) => linkFurniturePhotos(ctx, currentUser(request), request.body),
  );
};

export default furniturePhotosRoutes;
