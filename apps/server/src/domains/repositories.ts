// Every domain's repositories, by the name services call them by: the one place that composes them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { createAvailabilityRepository } from './appointments/availability-repository.js';
import { createAppointmentsRepository } from './appointments/appointments-repository.js';
import { createAvailabilityQueries } from './appointments/availability-queries.js';
import { createBookingQueries } from './appointments/booking-queries.js';
import { createCalendarFeedsRepository } from './appointments/calendar-feeds-repository.js';
import { createBlogCommentsRepository } from './blog/blog-comments-repository.js';
import { createBlogPostsRepository } from './blog/blog-posts-repository.js';
import { createChecklistsRepository } from './home-watch/checklists-repository.js';
import { createAutopayRepository } from './payments/autopay-repository.js';
import { createCardPaymentsRepository } from './payments/card-payments-repository.js';
import { createReconciliationsRepository } from './payments/reconciliations-repository.js';
import { createChatRepository } from './chat/chat-repository.js';
import { createCircleRecipientQueries } from './circle/circle-recipient-queries.js';
import { createContactRequestsRepository } from './requests/contact-requests-repository.js';
import { createDashboardQueries } from './back-office/dashboard-queries.js';
import { createEventsRepository } from './office/events-repository.js';
import { createFurniturePhotosRepository } from './photos/furniture-photos-repository.js';
import { createPasswordResetRepository } from './accounts/password-reset-repository.js';
import { createInvoiceSourcesQueries } from './invoices/invoice-sources-queries.js';
import { createInvoicesRepository } from './invoices/invoices-repository.js';
import { createJobTimeRepository } from './invoices/job-time-repository.js';
import { createNotaryJournalRepository } from './notary/notary-journal-repository.js';
import { createPriceListRepository } from './quotes/price-list-repository.js';
import { createQuotesRepository } from './quotes/quotes-repository.js';
import { createQuoteDepositsRepository } from './quotes/quote-deposits-repository.js';
import { createPropertiesRepository } from './home-watch/properties-repository.js';
import { createPropertySummaryQueries } from './home-watch/property-summary-queries.js';
import { createPropertyVisitsRepository } from './home-watch/property-visits-repository.js';
import { createVisitItemsRepository } from './home-watch/visit-items-repository.js';
import { createVisitRunRepository } from './home-watch/visit-run-repository.js';
import { createVisitReportQueries } from './home-watch/visit-report-queries.js';
import { createServiceTypesRepository } from './requests/service-types-repository.js';
import { createSignInCodesRepository } from './accounts/sign-in-codes-repository.js';
import { createSessionsRepository } from './accounts/sessions-repository.js';
import { createStaffDirectoryQueries } from './accounts/staff-directory-queries.js';
import { createStormsRepository } from './home-watch/storms-repository.js';
import { createStaffOutboxQueries } from './back-office/staff-outbox-queries.js';
import { createTwoStepRepository } from './accounts/two-step-repository.js';
import { createTrustedContactsRepository } from './circle/trusted-contacts-repository.js';
import { createUsersRepository } from './accounts/users-repository.js';
import { createVisitProgressQueries } from './appointments/visit-steps-queries.js';
import { createVisitStepRecipients } from './appointments/visit-step-recipients.js';
import { createSmsConsentsRepository } from './sms/sms-consents-repository.js';
import { createSmsMessagesRepository } from './sms/sms-messages-repository.js';
import { createFeedbackRepository } from './feedback/feedback-repository.js';
import { createRewardsRepository } from './rewards/rewards-repository.js';
import { createPlansRepository } from './plans/plans-repository.js';
import { createSubscriptionsRepository } from './newsletter/subscriptions-repository.js';

/** Each repository's maker, by the name services call it by. */
const REPOSITORIES = {
  users: createUsersRepository,
  sessions: createSessionsRepository,
  passwordResets: createPasswordResetRepository,
  signInCodes: createSignInCodesRepository,
  events: createEventsRepository,
  serviceTypes: createServiceTypesRepository,
  contactRequests: createContactRequestsRepository,
  furniturePhotos: createFurniturePhotosRepository,
  blogPosts: createBlogPostsRepository,
  blogComments: createBlogCommentsRepository,
  appointments: createAppointmentsRepository,
  dashboard: createDashboardQueries,
  outbox: createStaffOutboxQueries,
  chat: createChatRepository,
  staff: createStaffDirectoryQueries,
  properties: createPropertiesRepository,
  visits: createPropertyVisitsRepository,
  visitItems: createVisitItemsRepository,
  visitReports: createVisitReportQueries,
  checklists: createChecklistsRepository,
  visitRun: createVisitRunRepository,
  storms: createStormsRepository,
  propertySummaries: createPropertySummaryQueries,
  trustedContacts: createTrustedContactsRepository,
  circleRecipients: createCircleRecipientQueries,
  visitProgress: createVisitProgressQueries,
  visitStepRecipients: createVisitStepRecipients,
  smsConsents: createSmsConsentsRepository,
  smsMessages: createSmsMessagesRepository,
  twoStep: createTwoStepRepository,
  booking: createBookingQueries,
  availability: createAvailabilityRepository,
  calendarFeeds: createCalendarFeedsRepository,
  availabilityView: (db: Kysely<Database>) => createAvailabilityQueries(db, createBookingQueries(db)),
  priceList: createPriceListRepository,
  invoices: createInvoicesRepository,
  invoiceSources: createInvoiceSourcesQueries,
  jobTime: createJobTimeRepository,
  notaryJournal: createNotaryJournalRepository,
  quotes: createQuotesRepository,
  cardPayments: createCardPaymentsRepository,
  reconciliations: createReconciliationsRepository,
  autopay: createAutopayRepository,
  quoteDeposits: createQuoteDepositsRepository,
  feedback: createFeedbackRepository,
  rewards: createRewardsRepository,
  plans: createPlansRepository,
  subscriptions: createSubscriptionsRepository,
} satisfies Record<string, (db: Kysely<Database>) => unknown>;

type RepositoryName = keyof typeof REPOSITORIES;
export type Repositories = { [Name in RepositoryName]: ReturnType<(typeof REPOSITORIES)[Name]> };

export function createRepositories(db: Kysely<Database>): Repositories {
  const repos: Partial<Record<RepositoryName, unknown>> = {};
  for (const name of Object.keys(REPOSITORIES) as RepositoryName[]) repos[name] = REPOSITORIES[name](db);
  return repos as Repositories;
}

/**
 * The repositories over one transaction (service-context.ts `inTransaction`), each made at its
 * first use: a transaction touches a few of them, and making all of them compiles every hot query again.
 */
export function repositoriesOn(trx: Kysely<Database>): Repositories {
  const made: Partial<Record<RepositoryName, unknown>> = {};
  return new Proxy(made, {
    get(target, name) {
      if (typeof name !== 'string' || !Object.hasOwn(REPOSITORIES, name)) return undefined;
      const key = name as RepositoryName;
      return (target[key] ??= REPOSITORIES[key](trx));
    },
  }) as Repositories;
}
