import { sql } from 'kysely';
import type { App } from '../../src/app.js';
import type { JobKindName } from '../../src/jobs/job-kinds.js';
import type { FastifyInstance } from 'fastify';
import { serviceContext, type JobContext } from '../../src/domains/service-context.js';

/** The context a scheduled job's run gets in a test app: the site at localhost:3000, the office's addresses. */
export function jobContextOf(app: FastifyInstance, officeEmails: string[] = []): JobContext {
  return { ...serviceContext(app, { publicUrl: 'http://localhost:3000', officeEmails }), logger: app.log };
}

/**
 * Brings every waiting job's next try to now and runs what is due: the backoff (a minute, then two …)
 * and a text held for the morning pass at once. SQLite: the `queued_jobs` table; PostgreSQL: pg-boss's
 * `job` table in the app's schema.
 */
export async function jobsDueNow(app: App, kind: JobKindName): Promise<void> {
  // Long past, whatever clock a test gave the app: PostgreSQL compares with its own.
  const past = new Date('2000-01-01T00:00:00Z');
  if (app.dbEngine === 'postgres') {
    await sql`update job set start_after = ${past} where state in ('created', 'retry')`.execute(app.db);
  } else {
    await app.db
      .updateTable('queuedJobs')
      .set({ startAfter: past.toISOString() })
      .where('state', 'in', ['created', 'retry'])
      .execute();
  }
  app.jobs.wake(kind);
  await app.mailer.flush();
}
