import { feedbackEntrySchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { notFound } from '../../../lib/http-errors.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { clientFeedback } from '../feedback-overview.js';

/**
 * A client's past feedback on their page in the back office (docs/feedback.md): every answer, its
 * stars, comment, visit, service and staff member, so whoever calls the client knows how it went.
 */
const staffClientFeedbackRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get(
    '/admin/clients/:id/feedback',
    { schema: { params: idParams, response: { 200: z.array(feedbackEntrySchema) } } },
    async (request) => {
      const id = routeIdOr404(request.params.id, 'user_not_found');
      if (!(await ctx.repos.users.findById(id))) throw notFound('user_not_found');
      return clientFeedback(ctx, id);
    },
  );
};

export default staffClientFeedbackRoutes;
