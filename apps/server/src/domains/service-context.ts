import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/types.js';
import { repositoriesOn, type Repositories } from './repositories.js';
import type { Mailer, TransactionMailer } from '../mail/mailer.js';
import type { AddOptions, JobLog, JobQueue } from '../jobs/job-queue.js';
import type { JobKindName } from '../jobs/job-kinds.js';
import type { PhotoStorage } from './photos/photo-storage.js';
import type { SecretBox } from '../lib/secret-box.js';
import type { StripeGateway } from './payments/stripe-gateway.js';
import type { TwilioGateway } from './sms/twilio-gateway.js';

/**
 * What the services that change things need: the repositories, the mailer, the site's address for
 * links in e-mails, the office's addresses (who hears of new work: staff-recipients.ts), the
 * photo storage and the box that seals secrets at rest.
 */
export interface ServiceContext {
  repos: Repositories;
  mailer: Mailer;
  publicUrl: string;
  officeEmails: readonly string[];
  /** Photo bytes (a visit report's thumbnails go into its e-mail and PDF). */
  photoStorage: PhotoStorage;
  /**
   * Adds a job to the queue (docs/jobs.md): inside `inTransaction` it commits with the work, and the
   * worker is woken after the commit. `startAfter` holds it until then (a text in the night).
   */
  enqueue(kind: JobKindName, payload: object, options?: Pick<AddOptions, 'startAfter'>): Promise<void>;
  /** What the queue knows of some jobs (the outbox's next tries). */
  jobStatuses: JobQueue['statuses'];
  /** Seals and opens the secrets kept at rest (house access notes, ID numbers, two-step keys) with the app's key. */
  secretBox: SecretBox;
  /** The business's Stripe account; null when card payments are not set up (no screen offers them). */
  stripe: StripeGateway | null;
  /** The business's Twilio account; null when texts are not set up (nothing is texted, no screen offers them). */
  texts: TwilioGateway | null;
  /**
   * Called by a service once it has ended or narrowed someone's access (lib/access-changes.ts): open
   * chat sockets are checked again. Inside a transaction the check waits for the commit.
   */
  accessChanged(): void;
  /**
   * Runs `work` as one database transaction: the context it gets reads and writes through the
   * transaction, and its e-mails are written to the outbox inside it and leave after the commit. Either
   * all of it is stored, or (when `work` throws) none of it, and no e-mail leaves. Inside `work`, read and
   * write only through the given context: on SQLite the app's own handle waits for the transaction.
   */
  inTransaction<T>(work: (tx: ServiceContext) => Promise<T>): Promise<T>;
}

/** What a scheduled job's run gets: the services' context, and the log it writes to (no request's). */
export type JobContext = ServiceContext & { logger: JobLog };

/** The context route handlers pass to the services. */
export function serviceContext(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl' | 'officeEmails'>,
): ServiceContext {
  const ctx: ServiceContext = {
    repos: app.repos,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    officeEmails: config.officeEmails,
    photoStorage: app.photoStorage,
    secretBox: app.secretBox,
    stripe: app.stripe,
    texts: app.texts,
    enqueue: async (kind, payload, options) => {
      await app.jobs.add(app.db, kind, payload, options);
      app.jobs.wake(kind);
    },
    jobStatuses: (kind, ids) => app.jobs.statuses(kind, ids),
    accessChanged: () => app.accessChanges.notify(),
    inTransaction: (work) => runInTransaction(app.db, app.jobs, ctx, work),
  };
  return ctx;
}

async function runInTransaction<T>(
  db: Kysely<Database>,
  jobs: JobQueue,
  ctx: ServiceContext,
  work: (tx: ServiceContext) => Promise<T>,
): Promise<T> {
  let mailer: TransactionMailer | undefined;
  let accessChanged = false;
  const added = new Set<JobKindName>();
  const result = await db.transaction().execute((trx) => {
    mailer = ctx.mailer.within(trx);
    const tx: ServiceContext = {
      ...ctx,
      repos: repositoriesOn(trx),
      mailer,
      enqueue: async (kind, payload, options) => {
        await jobs.add(trx, kind, payload, options);
        added.add(kind);
      },
      accessChanged: () => void (accessChanged = true),
    };
    // A service that opens a transaction inside another's runs in the outer one.
    tx.inTransaction = (inner) => inner(tx);
    return work(tx);
  });
  mailer?.deliver();
  for (const kind of added) jobs.wake(kind);
  if (accessChanged) ctx.accessChanged();
  return result;
}
