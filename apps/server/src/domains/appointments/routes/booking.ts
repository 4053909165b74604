import { slotAnswerSchema, slotQuerySchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { slotAnswer } from '../booking-slots.js';
import { serviceContext } from '../../service-context.js';

/** Booking real free times (docs/booking.md): the open times anyone may look at. */
const bookingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get(
    '/booking/slots',
    {
      // Public, and each answer computes a fortnight of slots: limited like the other public reads.
      config: { rateLimit: callLimit(config, 120, '15 minutes') },
      schema: { querystring: slotQuerySchema, response: { 200: slotAnswerSchema } },
    },
    async (request) => slotAnswer(ctx, request.query, new Date()),
  );
};

export default bookingRoutes;
