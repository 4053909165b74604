import {
  availabilityCheckAnswerSchema,
  availabilityCheckQuerySchema,
  availabilityDaysAnswerSchema,
  availabilityDaysQuerySchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { availabilityCheck, availabilityDays } from '../availability-view.js';
import { serviceContext } from '../../service-context.js';

/**
 * The back office's availability (docs/booking.md, "Availability in the back office"): who works on the
 * days of the calendar, and the scheduling form's live check. Staff and admins alike: staff run the work.
 * Warnings never block saving (decision 047).
 */
const availabilityRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/admin/availability/days',
    { schema: { querystring: availabilityDaysQuerySchema, response: { 200: availabilityDaysAnswerSchema } } },
    async (request) => availabilityDays(ctx, request.query.from, request.query.to),
  );

  app.get(
    '/admin/availability/check',
    { schema: { querystring: availabilityCheckQuerySchema, response: { 200: availabilityCheckAnswerSchema } } },
    async (request) => availabilityCheck(ctx, request.query),
  );
};

export default availabilityRoutes;
