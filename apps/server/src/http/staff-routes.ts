import { requireStaff } from '../domains/accounts/guards.js';
import { guardedScope } from './guarded-scope.js';
import appointmentsRoutes from '../domains/appointments/routes/staff-appointments.js';
import availabilityRoutes from '../domains/appointments/routes/staff-availability.js';
import blogRoutes from '../domains/blog/routes/staff-blog.js';
import blogCommentRoutes from '../domains/blog/routes/staff-blog-comments.js';
import chatRoutes from '../domains/chat/routes/staff-chat.js';
import checklistTemplatesRoutes from '../domains/home-watch/routes/staff-checklist-templates.js';
import contactRequestsRoutes from '../domains/requests/routes/staff-contact-requests.js';
import dashboardRoutes from '../domains/back-office/routes/dashboard.js';
import furniturePhotosRoutes from '../domains/photos/routes/staff-furniture-photos.js';
import invoicesRoutes from '../domains/invoices/routes/staff-invoices.js';
import paymentCardRoutes from '../domains/payments/routes/staff-payment-card.js';
import jobItemUploadRoutes from '../domains/invoices/routes/staff-job-item-upload.js';
import jobTimeRoutes from '../domains/invoices/routes/staff-job-time.js';
import ownAvailabilityRoutes from '../domains/appointments/routes/own-availability.js';
import outboxRoutes from '../domains/back-office/routes/outbox.js';
import staffPropertiesRoutes from '../domains/home-watch/routes/staff-properties.js';
import staffQuotesRoutes from '../domains/quotes/routes/staff-quotes.js';
import searchRoutes from '../domains/back-office/routes/search.js';
import staffDirectoryRoutes from '../domains/accounts/routes/staff-directory.js';
import visitProgressRoutes from '../domains/appointments/routes/staff-visit-steps.js';
import visitsRoutes from '../domains/home-watch/routes/staff-visits.js';
import stormsRoutes from '../domains/home-watch/routes/staff-storms.js';
import textsRoutes from '../domains/sms/routes/staff-texts.js';
import clientFeedbackRoutes from '../domains/feedback/routes/staff-client-feedback.js';
import referralsRoutes from '../domains/rewards/routes/staff-referrals.js';
import staffPlanRoutes from '../domains/plans/routes/staff-plans.js';

/**
 * Every call of the back office that staff and admins share, under /api (most under /api/admin;
 * a request's, the day view's and the photos' under their own resource). One guard for the whole
 * folder: signed out 401, clients 403, before the body is read or validated. Every answer is private.
 */
export default guardedScope(requireStaff, [
  contactRequestsRoutes,
  appointmentsRoutes,
  availabilityRoutes,
  visitProgressRoutes,
  furniturePhotosRoutes,
  blogRoutes,
  blogCommentRoutes,
  chatRoutes,
  checklistTemplatesRoutes,
  dashboardRoutes,
  searchRoutes,
  outboxRoutes,
  staffDirectoryRoutes,
  ownAvailabilityRoutes,
  visitsRoutes,
  stormsRoutes,
  staffPropertiesRoutes,
  invoicesRoutes,
  paymentCardRoutes,
  textsRoutes,
  clientFeedbackRoutes,
  referralsRoutes,
  staffPlanRoutes,
  jobTimeRoutes,
  jobItemUploadRoutes,
  staffQuotesRoutes,
]);
