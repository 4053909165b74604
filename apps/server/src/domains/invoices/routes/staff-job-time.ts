import { formatCents, jobTimeSchema, workTimeInstants, workTimesSchema } from '@ta/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../accounts/index.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
import * as activity from '../invoice-events.js';
import { jobAppointmentFromRoute, jobTimeView, writableJobAppointment } from '../job-time.js';
import { isPhotoKey, type PhotoVariant } from '../../photos/index.js';

const id = z.string().max(20);
const params = z.object({ id });
const itemParams = z.object({ id, itemId: id });

/**
 * Time on the job (docs/job-time.md), under /api/staff/appointments/{id}: the phone's Start work and
 * Finish work, the office's typed times, removing an item and its receipt photo. Adding an item (a
 * multipart form with the photo) is in job-item-upload.ts. Any staff member reads; the staff member
 * assigned, or an admin, writes (else 403). The folder's guard refuses clients and visitors, and its
 * hook keeps every answer `private, no-store`.
 */
const jobTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/staff/appointments/:id/work', { schema: { params, response: { 200: jobTimeSchema } } }, async (request) => {
    const appointment = await jobAppointmentFromRoute(app.repos, request.params.id);
    return jobTimeView(app.repos, appointment.id, currentUser(request));
  });

  /** Start work, tapped on the phone: now. A second start is 409 (the first one stands). */
  app.post(
    '/staff/appointments/:id/work/start',
    { schema: { params, response: { 200: jobTimeSchema } } },
    async (request) => {
      const user = currentUser(request);
      const appointment = await writableJobAppointment(app.repos, request.params.id, user);
      if (await app.repos.jobTime.isInvoiced(appointment.id)) throw conflict('already_invoiced');
      if (!(await app.repos.jobTime.start(appointment.id, user.id, new Date()))) throw conflict('job_already_started');
      await app.repos.events.record(activity.workTapped(user, appointment, 'started'));
      return jobTimeView(app.repos, appointment.id, user);
    },
  );

  /** Finish work: now. Before Start work, or a second time, 409. */
  app.post(
    '/staff/appointments/:id/work/finish',
    { schema: { params, response: { 200: jobTimeSchema } } },
    async (request) => {
      const user = currentUser(request);
      const appointment = await writableJobAppointment(app.repos, request.params.id, user);
      if (await app.repos.jobTime.isInvoiced(appointment.id)) throw conflict('already_invoiced');
      if (!(await app.repos.jobTime.finish(appointment.id, user.id, new Date()))) {
        const now = await app.repos.jobTime.appointment(appointment.id);
        throw conflict(now?.workEndedAt ? 'job_already_finished' : 'job_not_started');
      }
      await app.repos.events.record(activity.workTapped(user, appointment, 'finished'));
      return jobTimeView(app.repos, appointment.id, user);
    },
  );

  /** The office types (or corrects) the start and end, in New York time. */
  app.put(
    '/staff/appointments/:id/work',
    { schema: { params, body: workTimesSchema, response: { 200: jobTimeSchema } } },
    async (request) => {
      const user = currentUser(request);
      const appointment = await writableJobAppointment(app.repos, request.params.id, user);
      if (await app.repos.jobTime.isInvoiced(appointment.id)) throw conflict('already_invoiced');
      await app.repos.jobTime.setTimes(appointment.id, user.id, workTimeInstants(request.body), new Date());
      await app.repos.events.record(activity.workTimesChanged(user, appointment, request.body));
      return jobTimeView(app.repos, appointment.id, user);
    },
  );

  /** Removes an item (its row, then its receipt's bytes) while no invoice stands for the visit. */
  app.delete(
    '/staff/appointments/:id/items/:itemId',
    { schema: { params: itemParams, response: { 200: jobTimeSchema } } },
    async (request) => {
      const user = currentUser(request);
      const appointment = await writableJobAppointment(app.repos, request.params.id, user);
      const itemId = parseRouteId(request.params.itemId);
      const removed = itemId === undefined ? undefined : await app.repos.jobTime.deleteItem(appointment.id, itemId);
      if (removed === 'invoiced') throw conflict('job_item_invoiced');
      if (!removed) throw notFound('job_item_not_found');
      if (removed.receiptStorageKey) {
        try {
          await app.photoStorage.delete(removed.receiptStorageKey);
        } catch (err) {
          // The row is gone, so nothing links to the bytes any more; leave them for an operator.
          request.log.error({ err }, 'could not remove the receipt photo of a removed job item');
        }
      }
      const item = { description: removed.description, amount: formatCents(removed.amountCents), receipt: false };
      await app.repos.events.record(activity.jobItemChanged(user, appointment, item, 'removed'));
      return jobTimeView(app.repos, appointment.id, user);
    },
  );

  /** An item's receipt photo, for the back office only (the folder's guard), never cached. */
  async function sendReceipt(
    request: FastifyRequest<{ Params: z.infer<typeof itemParams> }>,
    reply: FastifyReply,
    variant: PhotoVariant,
  ) {
    const appointment = await jobAppointmentFromRoute(app.repos, request.params.id);
    const itemId = parseRouteId(request.params.itemId);
    const key = itemId === undefined ? undefined : await app.repos.jobTime.receiptKey(appointment.id, itemId);
    const photo = key && isPhotoKey(key) ? await app.photoStorage.get(key, variant) : undefined;
    if (!photo) throw notFound('receipt_not_found');
    return reply
      .header('content-type', photo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .send(photo.bytes);
  }
  app.get('/staff/appointments/:id/items/:itemId/receipt', { schema: { params: itemParams } }, (request, reply) =>
    sendReceipt(request, reply, 'full'),
  );
  app.get('/staff/appointments/:id/items/:itemId/receipt/thumb', { schema: { params: itemParams } }, (request, reply) =>
    sendReceipt(request, reply, 'thumb'),
  );
};

export default jobTimeRoutes;
