import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { createAvailabilityRepository } from '../../domains/appointments/availability-repository.js';
import { createAppointmentsRepository } from '../../domains/appointments/appointments-repository.js';
import { createAvailabilityQueries } from '../../domains/appointments/availability-queries.js';
import { createBookingQueries } from '../../domains/appointments/booking-queries.js';
import { createCalendarFeedsRepository } from '../../domains/appointments/calendar-feeds-repository.js';
import { createBlogPostsRepository } from '../../domains/blog/blog-posts-repository.js';
import { createChecklistsRepository } from '../../domains/home-watch/checklists-repository.js';
import { createChatRepository } from '../../domains/chat/chat-repository.js';
import { createCircleRecipientQueries } from '../../domains/circle/circle-recipient-queries.js';
import { createContactRequestsRepository } from '../../domains/requests/contact-requests-repository.js';
import { createDashboardQueries } from '../../domains/office/dashboard-queries.js';
import { createEventsRepository } from '../../domains/office/events-repository.js';
import { createFurniturePhotosRepository } from '../../domains/photos/furniture-photos-repository.js';
import { createJobLocksRepository } from '../../db/job-locks-repository.js';
import { createPasswordResetRepository } from '../../domains/accounts/password-reset-repository.js';
import { createInvoiceSourcesQueries } from '../../domains/invoices/invoice-sources-queries.js';
import { createInvoicesRepository } from '../../domains/invoices/invoices-repository.js';
import { createJobTimeRepository } from '../../domains/invoices/job-time-repository.js';
import { createNotaryJournalRepository } from '../../domains/notary/notary-journal-repository.js';
import { createPriceListRepository } from '../../domains/quotes/price-list-repository.js';
import { createQuotesRepository } from '../../domains/quotes/quotes-repository.js';
import { createPropertiesRepository } from '../../domains/home-watch/properties-repository.js';
import { createPropertySummaryQueries } from '../../domains/home-watch/property-summary-queries.js';
import { createPropertyVisitsRepository } from '../../domains/home-watch/property-visits-repository.js';
import { createVisitPlansRepository } from '../../domains/home-watch/visit-plans-repository.js';
import { createVisitItemsRepository } from '../../domains/home-watch/visit-items-repository.js';
import { createVisitRunRepository } from '../../domains/home-watch/visit-run-repository.js';
import { createVisitReportQueries } from '../../domains/home-watch/visit-report-queries.js';
import { createServiceTypesRepository } from '../../domains/requests/service-types-repository.js';
import { createSignInCodesRepository } from '../../domains/accounts/sign-in-codes-repository.js';
import { createSessionsRepository } from '../../domains/accounts/sessions-repository.js';
import { createStaffDirectoryQueries } from '../../domains/accounts/staff-directory-queries.js';
import { createStormsRepository } from '../../domains/home-watch/storms-repository.js';
import { createStaffOutboxQueries } from '../../domains/office/staff-outbox-queries.js';
import { createTwoStepRepository } from '../../domains/accounts/two-step-repository.js';
import { createTrustedContactsRepository } from '../../domains/circle/trusted-contacts-repository.js';
import { createUsersRepository } from '../../domains/accounts/users-repository.js';
import { createVisitProgressQueries } from '../../domains/appointments/visit-steps-queries.js';
import { createVisitStepRecipients } from '../../domains/appointments/visit-step-recipients.js';

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
  appointments: createAppointmentsRepository,
  jobLocks: createJobLocksRepository,
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
  visitPlans: createVisitPlansRepository,
  trustedContacts: createTrustedContactsRepository,
  circleRecipients: createCircleRecipientQueries,
  visitProgress: createVisitProgressQueries,
  visitStepRecipients: createVisitStepRecipients,
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
} satisfies Record<string, (db: Kysely<Database>) => unknown>;

type RepositoryName = keyof typeof REPOSITORIES;
export type Repositories = { [Name in RepositoryName]: ReturnType<(typeof REPOSITORIES)[Name]> };

function createRepositories(db: Kysely<Database>): Repositories {
  const repos: Partial<Record<RepositoryName, unknown>> = {};
  for (const name of Object.keys(REPOSITORIES) as RepositoryName[]) repos[name] = REPOSITORIES[name](db);
  return repos as Repositories;
}

/**
 * The repositories over one transaction (lib/service-context.ts `inTransaction`), each made at its
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

/**
 * Told after a change made through this instance may have ended someone's access: a session deleted
 * (sign-out, expiry, a new sign-in, a password change), an account's role or active flag changed,
 * a session switched whose account it helps with, or a client's circle changed (a trusted contact
 * removed or their rights changed). Open chat sockets are checked at once (domains/chat/routes/chat-socket.ts);
 * changes made elsewhere (another instance, a script) are caught by the periodic check.
 */
export interface AccessChanges {
  subscribe(listener: () => void): void;
  /** For a change no repository call below announces: tell the listeners now. */
  notify(): void;
}

/**
 * The circle's writes, by name (remove…, update…, set…, accept…, end…): each may end a trusted
 * contact's access, so each tells the listeners. Reads (activeLink, list…) do not.
 */
const CIRCLE_WRITE = /^(remove|update|set|accept|end|delete|change)/;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    accessChanges: AccessChanges;
  }
}

/** `repository` with `notify` called after each call of `method` that succeeds. */
function notifyAfter<R extends Record<M, (...args: never[]) => Promise<unknown>>, M extends keyof R>(
  repository: R,
  method: M,
  notify: () => void,
): void {
  const original = repository[method];
  repository[method] = (async (...args: Parameters<R[M]>) => {
    const result = await original(...args);
    notify();
    return result;
  }) as R[M];
}

/** Every repository, built once over the app's database. All SQL lives behind these. */
export default fp(
  async (app) => {
    const repos = createRepositories(app.db);
    const listeners: (() => void)[] = [];
    const notify = () => {
      for (const listener of listeners) listener();
    };
    notifyAfter(repos.sessions, 'delete', notify);
    notifyAfter(repos.sessions, 'deleteForUser', notify);
    notifyAfter(repos.users, 'updateAccount', notify);
    notifyAfter(repos.sessions, 'setActingFor', notify);
    const circle = repos.trustedContacts as unknown as Record<string, (...args: never[]) => Promise<unknown>>;
    for (const method of Object.keys(circle)) {
      if (CIRCLE_WRITE.test(method)) notifyAfter(circle, method, notify);
    }
    notifyAfter(repos.twoStep, 'endStaffSessionsWithoutTwoStep', notify);
    app.decorate('repos', repos);
    app.decorate('accessChanges', {
      subscribe: (listener: () => void) => void listeners.push(listener),
      notify,
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
