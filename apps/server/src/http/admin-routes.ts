import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.js';
import { keepPrivate } from '../lib/cache-control.js';
import { guardRoutes, requireAdmin } from '../domains/accounts/guards.js';
import availabilityRoutes from '../domains/appointments/routes/admin-availability.js';
import billingRoutes from '../domains/invoices/routes/admin-billing.js';
import checklistsRoutes from '../domains/home-watch/routes/admin-checklists.js';
import notaryJournalRoutes from '../domains/notary/routes/admin-notary-journal.js';
import priceListRoutes from '../domains/quotes/routes/admin-price-list.js';
import securityRoutes from '../domains/accounts/routes/admin-security.js';
import usersRoutes from '../domains/accounts/routes/admin-users.js';

/**
 * The calls only admins make (user accounts, checklist templates, availability, the price list, billing
 * exports and voids, the notary journal), under /api/admin. Signed out 401, clients and staff
 * 403; every answer is private.
 */
const adminRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireAdmin);
  app.addHook('onSend', keepPrivate);
  await app.register(usersRoutes, { config });
  await app.register(checklistsRoutes, { config });
  await app.register(securityRoutes, { config });
  await app.register(availabilityRoutes, { config });
  await app.register(billingRoutes, { config });
  await app.register(notaryJournalRoutes, { config });
  await app.register(priceListRoutes, { config });
};

export default adminRoutes;
