import type { Migration } from 'kysely';
import * as initial from './2026-11-22-001-initial.js';
import * as contactSearch from './2026-11-22-002-contact-search.js';
import * as usersList from './2026-11-22-003-users-list.js';
import * as chatConversations from './2026-11-22-004-chat-conversations.js';
import * as quoteFields from './2026-11-24-101-quote-fields.js';
import * as sessionsStartedByRegistration from './2026-11-24-201-sessions-started-by-registration.js';
import * as appointmentCalendarSequence from './2026-11-24-301-appointment-calendar-sequence.js';
import * as languages from './2026-11-24-401-languages.js';
import * as callbackRequests from './2026-11-24-835-callback-requests.js';
import * as homeWatch from './2026-11-24-901-home-watch.js';
import * as clientCircle from './2026-11-24-911-client-circle.js';
import * as booking from './2026-11-25-921-booking.js';
import * as appointmentCounty from './2026-11-25-933-appointment-county.js';
import * as billing from './2026-11-26-941-billing.js';
import * as circleClientSeen from './2026-11-28-401-circle-client-seen.js';
import * as keyedRecoveryCodes from './2026-11-28-421-keyed-recovery-codes.js';
import * as signInCodeRequester from './2026-11-28-422-sign-in-code-requester.js';
import * as checklistSpanish from './2026-11-28-431-checklist-spanish.js';
import * as outboxRecovery from './2026-11-29-441-outbox-recovery.js';
import * as jobQueue from './2026-11-30-451-job-queue.js';
import * as cardPayments from './2026-11-30-461-card-payments.js';
import * as textMessages from './2026-11-30-471-text-messages.js';
import * as visitFeedback from './2026-11-30-481-visit-feedback.js';
import * as referralsAndLoyalty from './2026-11-30-491-referrals-and-loyalty.js';
import * as servicePlans from './2026-11-30-501-service-plans.js';
import * as homeWatchPlansAsServicePlans from './2026-11-30-511-home-watch-plans-as-service-plans.js';
import * as newsletter from './2026-11-30-521-newsletter.js';
import * as blogComments from './2026-12-01-531-blog-comments.js';
import * as requestTexts from './2026-12-01-541-request-texts.js';

/** Listed by hand (not read from disk) so the bundled server carries its migrations. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': initial,
  '2026-11-22-002-contact-search': contactSearch,
  '2026-11-22-003-users-list': usersList,
  '2026-11-22-004-chat-conversations': chatConversations,
  '2026-11-24-101-quote-fields': quoteFields,
  '2026-11-24-201-sessions-started-by-registration': sessionsStartedByRegistration,
  '2026-11-24-301-appointment-calendar-sequence': appointmentCalendarSequence,
  '2026-11-24-401-languages': languages,
  '2026-11-24-835-callback-requests': callbackRequests,
  '2026-11-24-901-home-watch': homeWatch,
  '2026-11-24-911-client-circle': clientCircle,
  '2026-11-25-921-booking': booking,
  '2026-11-25-933-appointment-county': appointmentCounty,
  '2026-11-26-941-billing': billing,
  '2026-11-28-401-circle-client-seen': circleClientSeen,
  '2026-11-28-421-keyed-recovery-codes': keyedRecoveryCodes,
  '2026-11-28-422-sign-in-code-requester': signInCodeRequester,
  '2026-11-28-431-checklist-spanish': checklistSpanish,
  '2026-11-29-441-outbox-recovery': outboxRecovery,
  '2026-11-30-451-job-queue': jobQueue,
  '2026-11-30-461-card-payments': cardPayments,
  '2026-11-30-471-text-messages': textMessages,
  '2026-11-30-481-visit-feedback': visitFeedback,
  '2026-11-30-491-referrals-and-loyalty': referralsAndLoyalty,
  '2026-11-30-501-service-plans': servicePlans,
  '2026-11-30-511-home-watch-plans-as-service-plans': homeWatchPlansAsServicePlans,
  '2026-11-30-521-newsletter': newsletter,
  '2026-12-01-531-blog-comments': blogComments,
  '2026-12-01-541-request-texts': requestTexts,
};
