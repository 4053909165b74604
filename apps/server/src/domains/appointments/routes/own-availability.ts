import { businessToday, staffAvailabilitySchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../accounts/index.js';
import { notFound } from '../../../lib/http-errors.js';

/**
 * GET /api/staff/availability: the signed-in staff member's own hours, time off, services and
 * counties, to read (admins change them: domains/appointments/routes/admin-availability.ts, decision 043).
 */
const ownAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/staff/availability', { schema: { response: { 200: staffAvailabilitySchema } } }, async (request) => {
    const member = await app.repos.availability.staffMember(currentUser(request).id);
    if (!member) throw notFound('staff_not_found');
    return app.repos.availability.staffAvailability(member, businessToday());
  });
};

export default ownAvailabilityRoutes;
