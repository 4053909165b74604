import { staffReferralsSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { notFound } from '../../../lib/http-errors.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { staffReferralsOf } from '../referrals.js';

/** Who referred whom, on a client's page in the back office (docs/referrals.md): read-only. */
const staffReferralsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get(
    '/admin/clients/:id/referrals',
    { schema: { params: idParams, response: { 200: staffReferralsSchema } } },
    async (request) => {
      const id = routeIdOr404(request.params.id, 'user_not_found');
      if (!(await ctx.repos.users.findById(id))) throw notFound('user_not_found');
      return staffReferralsOf(ctx, id);
    },
  );
};

export default staffReferralsRoutes;
