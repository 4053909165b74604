import { staffAvailabilitySchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { staffAvailability } from '../availability-settings.js';
import { serviceContext } from '../../service-context.js';

/**
 * GET /api/staff/availability: the signed-in staff member's own hours, time off, services and
 * counties, to read (admins change them: domains/appointments/routes/admin-availability.ts, decision 043).
 */
const ownAvailabilityRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get('/staff/availability', { schema: { response: { 200: staffAvailabilitySchema } } }, async (request) =>
    staffAvailability(ctx, currentUser(request).id),
  );
};

export default ownAvailabilityRoutes;
