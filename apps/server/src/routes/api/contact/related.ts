import { contactRelatedSchema, REQUEST_PHOTOS_SHOWN } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../../lib/guards.js';
import { findContactRequest } from '../../../services/contact-request-changes.js';
import { contactIdParams, parseContactId } from './contact-id.js';

/**
 * GET /api/contact/{id}/related (staff and admin): what became of a request, read from the server so
 * its page shows it after a reload: the appointments scheduled from it and its photos.
 */
const relatedContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact/:id/related',
    { preValidation: requireStaff, schema: { params: contactIdParams, response: { 200: contactRelatedSchema } } },
    async (request, reply) => {
      const contact = await findContactRequest(app.repos, parseContactId(request.params.id));
      const appointments = await app.repos.appointments.listForContactRequest(contact.id);
      const { photos, total } = await app.repos.furniturePhotos.listForRequest(
        contact.email,
        appointments.map((a) => a.id),
        REQUEST_PHOTOS_SHOWN,
      );
      reply.header('cache-control', 'private, no-store');
      return { appointments, photos, photoTotal: total };
    },
  );
};

export default relatedContactRoutes;
