import { jobTimeSchema, workTimesSchema } from '@ta/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, idSegment, parseRouteId, routeIdOr404 } from '../../../lib/route-id.js';
import { finishWork, jobItemReceipt, jobTime, removeJobItem, setWorkTimes, startWork } from '../job-time.js';
import type { PhotoVariant } from '../../photos/index.js';
import { serviceContext } from '../../service-context.js';
import { sendPhoto } from '../../../http/send-photo.js';

const itemParams = idParams.extend({ itemId: idSegment });
const appointmentId = (raw: string) => routeIdOr404(raw, 'appointment_not_found');

/**
 * Time on the job (docs/job-time.md), under /api/staff/appointments/{id}: the phone's Start work and
 * Finish work, the office's typed times, removing an item and its receipt photo. Adding an item (a
 * multipart form with the photo) is in job-item-upload.ts. Any staff member reads; the staff member
 * assigned, or an admin, writes (else 403). The folder's guard refuses clients and visitors, and its
 * hook keeps every answer `private, no-store`.
 */
const jobTimeRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/staff/appointments/:id/work',
    { schema: { params: idParams, response: { 200: jobTimeSchema } } },
    async (request) => jobTime(ctx, currentUser(request), appointmentId(request.params.id)),
  );

  /** Start work, tapped on the phone: now. A second start is 409 (the first one stands). */
  app.post(
    '/staff/appointments/:id/work/start',
    { schema: { params: idParams, response: { 200: jobTimeSchema } } },
    async (request) => startWork(ctx, currentUser(request), appointmentId(request.params.id)),
  );

  /** Finish work: now. Before Start work, or a second time, 409. */
  app.post(
    '/staff/appointments/:id/work/finish',
    { schema: { params: idParams, response: { 200: jobTimeSchema } } },
    async (request) => finishWork(ctx, currentUser(request), appointmentId(request.params.id)),
  );

  /** The office types (or corrects) the start and end, in New York time. */
  app.put(
    '/staff/appointments/:id/work',
    { schema: { params: idParams, body: workTimesSchema, response: { 200: jobTimeSchema } } },
    async (request) => setWorkTimes(ctx, currentUser(request), appointmentId(request.params.id), request.body),
  );

  /** Removes an item (its row, then its receipt's bytes) while no invoice stands for the visit. */
  app.delete(
    '/staff/appointments/:id/items/:itemId',
    { schema: { params: itemParams, response: { 200: jobTimeSchema } } },
    async (request) => {
      const user = currentUser(request);
      const id = appointmentId(request.params.id);
      return removeJobItem(ctx, user, id, parseRouteId(request.params.itemId), (err) =>
        request.log.error({ err }, 'could not remove the receipt photo of a removed job item'),
      );
    },
  );

  /** An item's receipt photo, for the back office only (the folder's guard), never cached. */
  async function sendReceipt(
    request: FastifyRequest<{ Params: z.infer<typeof itemParams> }>,
    reply: FastifyReply,
    variant: PhotoVariant,
  ) {
    const id = appointmentId(request.params.id);
    const photo = await jobItemReceipt(ctx, id, parseRouteId(request.params.itemId), variant);
    return sendPhoto(reply, photo);
  }
  app.get('/staff/appointments/:id/items/:itemId/receipt', { schema: { params: itemParams } }, (request, reply) =>
    sendReceipt(request, reply, 'full'),
  );
  app.get('/staff/appointments/:id/items/:itemId/receipt/thumb', { schema: { params: itemParams } }, (request, reply) =>
    sendReceipt(request, reply, 'thumb'),
  );
};

export default jobTimeRoutes;
