import {
  accessNotesSchema,
  finishVisitSchema,
  itemAnswerSchema,
  staffVisitSchema,
  startVisitSchema,
  visitItemSchema,
  visitListQuerySchema,
  visitSummarySchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, idSegment, parseRouteId } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import {
  answerItem,
  finishVisit,
  openAccessNotes,
  removeFindingPhoto,
  startVisit,
  visitForStaff,
  visitList,
} from '../visit-run-service.js';
import visitPhotoUploadRoutes from './staff-visit-photo-upload.js';

const itemParams = idParams.extend({ itemId: idSegment });
const photoParams = idParams.extend({ photoId: idSegment });

/**
 * Doing a home-watch visit on site (docs/home-watch.md, "Doing a visit"): the day's list, the
 * visit screen, the access notes, then start, answers, photos and finish. Any staff member may
 * look; only the one assigned acts. The folder's hook marks every answer `private, no-store`.
 */
const visitsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/admin/visits',
    { schema: { querystring: visitListQuerySchema, response: { 200: z.array(visitSummarySchema) } } },
    async (request) => visitList(ctx, currentUser(request), request.query),
  );

  app.get('/admin/visits/:id', { schema: { params: idParams, response: { 200: staffVisitSchema } } }, async (request) =>
    visitForStaff(ctx, currentUser(request), request.params.id),
  );

  /** The secret itself: the assigned staff member only, while the visit is open; each opening recorded. */
  app.get(
    '/admin/visits/:id/access-notes',
    { schema: { params: idParams, response: { 200: accessNotesSchema } } },
    async (request) => openAccessNotes(ctx, currentUser(request), request.params.id),
  );

  /** Time in (visit-run-service.ts): a visit planned for another day starts only when moved to today. */
  app.post(
    '/admin/visits/:id/start',
    { schema: { params: idParams, body: startVisitSchema, response: { 200: staffVisitSchema } } },
    async (request) => startVisit(ctx, currentUser(request), request.params.id, request.body),
  );

  /** Saves one answer; sending it again, or a new one, overwrites (the phone saves as it goes). */
  app.put(
    '/admin/visits/:id/items/:itemId',
    { schema: { params: itemParams, body: itemAnswerSchema, response: { 200: visitItemSchema } } },
    async (request) => {
      const { id: visitId, itemId } = request.params;
      return answerItem(ctx, currentUser(request), visitId, parseRouteId(itemId), request.body);
    },
  );

  /** Removes a finding's photo (its row, then its bytes) while the visit is under way. */
  app.delete(
    '/admin/visits/:id/photos/:photoId',
    { schema: { params: photoParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const { id: visitId, photoId } = request.params;
      await removeFindingPhoto(ctx, currentUser(request), visitId, parseRouteId(photoId), request.log);
      return reply.code(204).send(null);
    },
  );

  /** Time out, then the report goes to the owner (visit-run-service.ts). */
  app.post(
    '/admin/visits/:id/finish',
    { schema: { params: idParams, body: finishVisitSchema, response: { 200: staffVisitSchema } } },
    async (request) => finishVisit(ctx, currentUser(request), request.params.id, request.body),
  );

  await app.register(visitPhotoUploadRoutes, { config });
};

export default visitsRoutes;
