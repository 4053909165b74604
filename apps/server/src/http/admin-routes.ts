import { requireAdmin } from '../domains/accounts/guards.js';
import { guardedScope } from './guarded-scope.js';
import adminOutboxRoutes from '../domains/back-office/routes/admin-outbox.js';
import availabilityRoutes from '../domains/appointments/routes/admin-availability.js';
import billingRoutes from '../domains/invoices/routes/admin-billing.js';
import adminRefundsRoutes from '../domains/payments/routes/admin-refunds.js';
import adminReconciliationRoutes from '../domains/payments/routes/admin-reconciliation.js';
import checklistsRoutes from '../domains/home-watch/routes/admin-checklists.js';
import notaryJournalRoutes from '../domains/notary/routes/admin-notary-journal.js';
import priceListRoutes from '../domains/quotes/routes/admin-price-list.js';
import securityRoutes from '../domains/accounts/routes/admin-security.js';
import usersRoutes from '../domains/accounts/routes/admin-users.js';
import staffPhotosRoutes from '../domains/accounts/routes/admin-staff-photos.js';
import cannedRepliesRoutes from '../domains/chat/routes/admin-canned-replies.js';
import feedbackRoutes from '../domains/feedback/routes/admin-feedback.js';
import adminNewsletterRoutes from '../domains/newsletter/routes/admin-newsletter.js';
import adminPlanTermsRoutes from '../domains/plans/routes/admin-plan-terms.js';

/**
 * The calls only admins make (user accounts, checklist templates, availability, the price list, billing
 * exports, voids and card refunds, the comparison with Stripe, the notary journal, feedback scores, the newsletter's
 * subscribers and sendings), under /api/admin.
 * Signed out 401, clients and staff 403; every answer is private.
 */
export default guardedScope(requireAdmin, [
  usersRoutes,
  staffPhotosRoutes,
  cannedRepliesRoutes,
  checklistsRoutes,
  securityRoutes,
  availabilityRoutes,
  billingRoutes,
  adminRefundsRoutes,
  adminReconciliationRoutes,
  notaryJournalRoutes,
  priceListRoutes,
  adminOutboxRoutes,
  feedbackRoutes,
  adminPlanTermsRoutes,
  adminNewsletterRoutes,
]);
