import {
  availabilityCheckAnswerSchema,
  availabilityCheckQuerySchema,
  availabilityDaysAnswerSchema,
  availabilityDaysQuerySchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The back office's availability (docs/booking.md, "Availability in the back office"): who works on the
 * days of the calendar, and the scheduling form's live check. Staff and admins alike: staff run the work.
 * Warnings never block saving (decision 047).
 */
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/availability/days',
    { schema: { querystring: availabilityDaysQuerySchema, response: { 200: availabilityDaysAnswerSchema } } },
    async (request) => app.repos.availabilityView.days(request.query.from, request.query.to),
  );

  app.get(
    '/admin/availability/check',
    { schema: { querystring: availabilityCheckQuerySchema, response: { 200: availabilityCheckAnswerSchema } } },
    async (request) => {
      const { date, start, end, staffId, serviceTypeId, appointmentId } = request.query;
      const visit = { date, start, end, staffId: staffId ?? null, serviceTypeId: serviceTypeId ?? null };
      return { availabilityWarnings: await app.repos.availabilityView.warningsFor(visit, appointmentId) };
    },
  );
};

export default availabilityRoutes;
