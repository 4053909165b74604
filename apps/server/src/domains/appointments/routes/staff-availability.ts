import {
  availabilityCheckAnswerSchema,
  availabilityCheckQuerySchema,
  availabilityDaysAnswerSchema,
  availabilityDaysQuerySchema,
} from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { requireStaff } from '../../accounts/index.js';
import { jsonRoute, operation } from '../../../http/operations.js';
import { availabilityCheck, availabilityDays } from '../availability-view.js';
import { serviceContext } from '../../service-context.js';

/**
 * The back office's availability (docs/booking.md, "Availability in the back office"): who works on the
 * days of the calendar, and the scheduling form's live check. Staff and admins alike: staff run the work.
 * Warnings never block saving (decision 047).
 */
export function staffAvailabilityOperations(app: FastifyInstance, config: AppConfig) {
  const ctx = serviceContext(app, config);
  return {
    days: operation({
      // Staff and admins, as every call of http/staff-routes.ts.
      checks: [requireStaff],
      query: availabilityDaysQuerySchema,
      response: availabilityDaysAnswerSchema,
      run: async ({ query: { from, to } }) => availabilityDays(ctx, from, to),
    }),
  };
}

const availabilityRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  const ops = staffAvailabilityOperations(app, config);

  jsonRoute(app, 'GET', '/admin/availability/days', ops.days, { pageRead: true });

  app.get(
    '/admin/availability/check',
    { schema: { querystring: availabilityCheckQuerySchema, response: { 200: availabilityCheckAnswerSchema } } },
    async (request) => availabilityCheck(ctx, request.query),
  );
};

export default availabilityRoutes;
