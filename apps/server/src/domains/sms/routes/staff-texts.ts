import { staffTextsSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { notFound } from '../../../lib/http-errors.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { staffTextsOf } from '../text-choices.js';

/**
 * A client's texts in the back office (docs/sms.md): whether texts are set up, the kinds chosen, and
 * every consent with its number, time, place, words and end, so the office can answer "did I agree to
 * this?". Read-only: only the client turns texts on or chooses them.
 */
const staffTextsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get(
    '/admin/clients/:id/texts',
    { schema: { params: idParams, response: { 200: staffTextsSchema } } },
    async (request) => {
      const id = routeIdOr404(request.params.id, 'user_not_found');
      const client = await ctx.repos.users.findById(id);
      if (!client) throw notFound('user_not_found');
      return staffTextsOf(ctx, id);
    },
  );
};

export default staffTextsRoutes;
