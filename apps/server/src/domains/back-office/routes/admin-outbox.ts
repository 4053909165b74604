import { OUTBOX_MESSAGES } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { sendEmailAgain } from '../outbox-send-again.js';

/**
 * POST /api/admin/outbox/:id/send-again (admins): a message that could not be sent is queued again
 * (docs/jobs.md, "The outbox"). 409 with the reason when it cannot be: not failed, its one-time link
 * gone, or no SMTP.
 */
const adminOutboxRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.post(
    '/admin/outbox/:id/send-again',
    { schema: { params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      const id = routeIdOr404(request.params.id, 'outbox_email_not_found');
      await sendEmailAgain(ctx, id);
      request.log.info({ outboxId: id, by: currentUser(request).id }, 'e-mail queued to be sent again');
      return { message: OUTBOX_MESSAGES.sentAgain };
    },
  );
};

export default adminOutboxRoutes;
