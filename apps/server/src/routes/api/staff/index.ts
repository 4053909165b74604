import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { guardRoutes, requireStaff } from '../../../lib/guards.js';
import appointmentsRoutes from './appointments.js';
import availabilityRoutes from './availability.js';
import blogRoutes from './blog.js';
import chatRoutes from './chat.js';
import checklistTemplatesRoutes from './checklist-templates.js';
import contactRequestsRoutes from './contact-requests.js';
import dashboardRoutes from './dashboard.js';
import furniturePhotosRoutes from './furniture-photos.js';
import invoicesRoutes from './invoices.js';
import jobItemUploadRoutes from './job-item-upload.js';
import jobTimeRoutes from './job-time.js';
import ownAvailabilityRoutes from './own-availability.js';
import outboxRoutes from './outbox.js';
import staffPropertiesRoutes from './properties.js';
import staffQuotesRoutes from './quotes.js';
import searchRoutes from './search.js';
import staffDirectoryRoutes from './staff-directory.js';
import visitProgressRoutes from './visit-progress.js';
import visitsRoutes from './visits.js';
import stormsRoutes from './storms.js';

/**
 * Every call of the back office that staff and admins share, under /api (most under /api/admin;
 * a request's, the day view's and the photos' under their own resource). One guard for the whole
 * folder: signed out 401, clients 403, before the body is read or validated. Every answer is private.
 */
const staffRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireStaff);
  app.addHook('onSend', keepPrivate);
  await app.register(contactRequestsRoutes, { config });
  await app.register(appointmentsRoutes, { config });
  await app.register(availabilityRoutes);
  await app.register(visitProgressRoutes, { config });
  await app.register(furniturePhotosRoutes);
  await app.register(blogRoutes);
  await app.register(chatRoutes);
  await app.register(checklistTemplatesRoutes);
  await app.register(dashboardRoutes);
  await app.register(searchRoutes);
  await app.register(outboxRoutes);
  await app.register(staffDirectoryRoutes);
  await app.register(ownAvailabilityRoutes);
  await app.register(visitsRoutes, { config });
  await app.register(stormsRoutes, { config });
  await app.register(staffPropertiesRoutes, { config });
  await app.register(invoicesRoutes, { config });
  await app.register(jobTimeRoutes);
  await app.register(jobItemUploadRoutes);
  await app.register(staffQuotesRoutes, { config });
};

export default staffRoutes;
