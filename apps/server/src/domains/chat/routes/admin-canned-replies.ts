import { cannedReplyInputSchema, cannedReplySchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { deleteCannedReply, saveCannedReply } from '../canned-replies.js';

/**
 * The owner writes the canned replies staff type with "/" (docs/sms.md, "One inbox"): add, change,
 * delete. Admins only (the folder's guard); staff read them with the inbox (staff-chat.ts).
 */
const adminCannedRepliesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.post(
    '/admin/chat/canned-replies',
    { schema: { body: cannedReplyInputSchema, response: { 201: cannedReplySchema } } },
    async (request, reply) => reply.code(201).send(await saveCannedReply(ctx, null, request.body)),
  );
  app.put(
    '/admin/chat/canned-replies/:id',
    { schema: { params: idParams, body: cannedReplyInputSchema, response: { 200: cannedReplySchema } } },
    async (request) => saveCannedReply(ctx, routeIdOr404(request.params.id, 'canned_reply_not_found'), request.body),
  );
  app.delete('/admin/chat/canned-replies/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteCannedReply(ctx, routeIdOr404(request.params.id, 'canned_reply_not_found'));
    return reply.code(204).send();
  });
};

export default adminCannedRepliesRoutes;
