import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { createAvailabilityRepository } from '../../repositories/availability-repository.js';
import { createAppointmentsRepository } from '../../repositories/appointments-repository.js';
import { createAvailabilityQueries } from '../../repositories/availability-queries.js';
import { createBookingQueries } from '../../repositories/booking-queries.js';
import { createCalendarFeedsRepository } from '../../repositories/calendar-feeds-repository.js';
import { createBlogPostsRepository } from '../../repositories/blog-posts-repository.js';
import { createChecklistsRepository } from '../../repositories/checklists-repository.js';
import { createChatRepository } from '../../repositories/chat-repository.js';
import { createCircleRecipientQueries } from '../../repositories/circle-recipient-queries.js';
import { createContactRequestsRepository } from '../../repositories/contact-requests-repository.js';
import { createDashboardQueries } from '../../repositories/dashboard-queries.js';
import { createEventsRepository } from '../../repositories/events-repository.js';
import { createFurniturePhotosRepository } from '../../repositories/furniture-photos-repository.js';
import { createJobLocksRepository } from '../../repositories/job-locks-repository.js';
import { createPasswordResetRepository } from '../../repositories/password-reset-repository.js';
import { createInvoiceSourcesQueries } from '../../repositories/invoice-sources-queries.js';
import { createInvoicesRepository } from '../../repositories/invoices-repository.js';
import { createJobTimeRepository } from '../../repositories/job-time-repository.js';
import { createNotaryJournalRepository } from '../../repositories/notary-journal-repository.js';
import { createPriceListRepository } from '../../repositories/price-list-repository.js';
import { createQuotesRepository } from '../../repositories/quotes-repository.js';
import { createPropertiesRepository } from '../../repositories/properties-repository.js';
import { createPropertySummaryQueries } from '../../repositories/property-summary-queries.js';
import { createPropertyVisitsRepository } from '../../repositories/property-visits-repository.js';
import { createVisitPlansRepository } from '../../repositories/visit-plans-repository.js';
import { createVisitItemsRepository } from '../../repositories/visit-items-repository.js';
import { createVisitRunRepository } from '../../repositories/visit-run-repository.js';
import { createVisitReportQueries } from '../../repositories/visit-report-queries.js';
import { createServiceTypesRepository } from '../../repositories/service-types-repository.js';
import { createSignInCodesRepository } from '../../repositories/sign-in-codes-repository.js';
import { createSessionsRepository } from '../../repositories/sessions-repository.js';
import { createStaffDirectoryQueries } from '../../repositories/staff-directory-queries.js';
import { createStormsRepository } from '../../repositories/storms-repository.js';
import { createStaffOutboxQueries } from '../../repositories/staff-outbox-queries.js';
import { createTwoStepRepository } from '../../repositories/two-step-repository.js';
import { createTrustedContactsRepository } from '../../repositories/trusted-contacts-repository.js';
import { createUsersRepository } from '../../repositories/users-repository.js';
import { createVisitProgressQueries } from '../../repositories/visit-progress-queries.js';
import { createVisitStepRecipients } from '../../repositories/visit-step-recipients.js';

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
 * The repositories over one transaction (services/service-context.ts `inTransaction`), each made at its
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
 * removed or their rights changed). Open chat sockets are checked at once (routes/chat-socket.ts);
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
