import { staffAppointmentSchema, visitStepRequestSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { recordVisitStep } from '../visit-steps.js';

/**
 * POST /api/admin/appointments/{id}/progress: the staff member assigned to the appointment (or an
 * admin) taps On my way, Arrived or Done (docs/visit-status.md). Any other staff member gets 403;
 * a step backwards, or on a cancelled or completed appointment, 409; the same step again, 200.
 */
const visitProgressRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.post(
    '/admin/appointments/:id/progress',
    { schema: { params: idParams, body: visitStepRequestSchema, response: { 200: staffAppointmentSchema } } },
    async (request) =>
      recordVisitStep(
        ctx,
        currentUser(request),
        routeIdOr404(request.params.id, 'appointment_not_found'),
        request.body.step,
      ),
  );
};

export default visitProgressRoutes;
