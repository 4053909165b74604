import { slotAnswerSchema, slotQuerySchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { slotAnswer } from '../booking-slots.js';
import { serviceContext } from '../../service-context.js';

/**
 * Reads of the open times from one address, by the API or for the Request an Appointment page
 * rendered on the server: public, and each answer computes a fortnight of slots, so limited like the
 * other public reads.
 */
const slotsLimit = sharedLimit('booking-slots', 120, '15 minutes');

/** Booking real free times (docs/booking.md): the open times anyone may look at. */
export const bookingOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    slots: operation({
      checks: [slotsLimit(app, config)],
      query: slotQuerySchema,
      response: slotAnswerSchema,
      run: async ({ query }) => slotAnswer(ctx, query, new Date()),
    }),
  };
});

const bookingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  jsonRoute(app, 'GET', '/booking/slots', bookingOperations(app, config).slots, { pageRead: true });
};

export default bookingRoutes;
