import { refundInputSchema, staffInvoiceDetailSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { currentUser } from '../../accounts/index.js';
import { serviceContext } from '../../service-context.js';
import { refundCardPayment } from '../card-refunds.js';

/** An admin refunds a card payment, whole or in part, with the reason (docs/payments.md). */
const adminRefundsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.post(
    '/admin/payments/:id/refund',
    { schema: { params: idParams, body: refundInputSchema, response: { 200: staffInvoiceDetailSchema } } },
    async (request) =>
      refundCardPayment(ctx, currentUser(request), routeIdOr404(request.params.id, 'payment_not_found'), request.body),
  );
};

export default adminRefundsRoutes;
