import {
  furniturePhotoGroupSchema,
  LINK_PHOTOS_MESSAGES,
  linkPhotosResultSchema,
  linkPhotosSchema,
  pageQuerySchema,
  pageSchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../accounts/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
import * as activity from '../photo-events.js';

/**
 * The back office's Furniture Photos screen: the list grouped by client e-mail, delete, and Link
 * to Appointment.
 */
const furniturePhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/furniture-photos',
    { schema: { querystring: pageQuerySchema, response: { 200: pageSchema(furniturePhotoGroupSchema) } } },
    async (request) => app.repos.furniturePhotos.listGroups(request.query.search, request.query),
  );

  /** Removes the row, then its bytes wherever they are kept (disk or database). */
  app.delete(
    '/furniture-photos/:id',
    { schema: { params: z.object({ id: z.string().max(20) }), response: { 204: z.null() } } },
    async (request, reply) => {
      const user = currentUser(request);
      const id = parseRouteId(request.params.id);
      const removed = id === undefined ? undefined : await app.repos.furniturePhotos.delete(id);
      if (!removed || id === undefined) throw notFound('photo_not_found');
      try {
        await app.photoStorage.delete(removed.storageKey);
      } catch (err) {
        // The row is gone, so nothing links to the bytes any more; leave them for an operator.
        request.log.error({ err, storageKey: removed.storageKey }, 'could not remove the bytes of a deleted photo');
      }
      await app.repos.events.record(activity.photoDeleted(user, id, removed));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/furniture-photos/link',
    { schema: { body: linkPhotosSchema, response: { 200: linkPhotosResultSchema } } },
    async (request) => {
      const user = currentUser(request);
      const { clientEmail, appointmentId } = request.body;
      const appointment = await app.repos.appointments.findById(appointmentId);
      if (!appointment) throw notFound('appointment_not_found');
      const linked = await app.repos.furniturePhotos.linkUnlinked(clientEmail, appointmentId);
      if (linked > 0) {
        await app.repos.events.record(activity.photosLinked(user, appointment, clientEmail, linked));
      }
      return { appointmentId, linked, message: LINK_PHOTOS_MESSAGES.linked(linked) };
    },
  );
};

export default furniturePhotosRoutes;
