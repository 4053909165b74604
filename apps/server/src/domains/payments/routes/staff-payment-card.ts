import { staffPaymentCardSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { notFound } from '../../../lib/http-errors.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { currentUser } from '../../accounts/index.js';
import { serviceContext } from '../../service-context.js';
import { staffPaymentCard, turnAutopayOffForClient } from '../payment-card.js';

/**
 * A client's card on file and autopay in the back office (decision 077): the card's label and expiry,
 * autopay with the words agreed to and when, and the autopay tries of their invoices. The office may
 * turn autopay off when the client asks by phone (the words they agreed to promise it), but never saves
 * a card or turns autopay on for a client: only the client agrees to it.
 */
const staffPaymentCardRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get(
    '/admin/clients/:id/payment-card',
    { schema: { params: idParams, response: { 200: staffPaymentCardSchema } } },
    async (request) => {
      const id = routeIdOr404(request.params.id, 'user_not_found');
      const client = await ctx.repos.users.findById(id);
      if (!client) throw notFound('user_not_found');
      return staffPaymentCard(ctx, id);
    },
  );
  app.post(
    '/admin/clients/:id/payment-card/autopay-off',
    { schema: { params: idParams, response: { 200: staffPaymentCardSchema } } },
    async (request) =>
      turnAutopayOffForClient(ctx, currentUser(request), routeIdOr404(request.params.id, 'user_not_found')),
  );
};

export default staffPaymentCardRoutes;
