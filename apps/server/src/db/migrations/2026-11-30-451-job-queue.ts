import type { Kysely } from 'kysely';
import { isPostgres, timestampType } from './schema-helpers.js';

/**
 * The job queue (docs/jobs.md). On SQLite, the `queued_jobs` table is the embedded driver's queue;
 * on PostgreSQL pg-boss installs its own tables beside ours when the database is brought up to date
 * (jobs/pg-boss-install.ts), so this migration makes none there. Every engine: the outbox counts each
 * message's tries, takes a job's `once_key` so a retried job writes its e-mail once, and keeps the id of its delivery job (the queue knows its next try); a message with a
 * one-time link or code keeps its full text sealed with the secrets key in `email_sealed_texts` until it
 * is delivered (never in the outbox, never in the clear). The old leases of scheduled jobs (`job_locks`)
 * and the recovery pass's columns go: the queue keeps each job until it is done.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    await db.schema
      .createTable('queued_jobs')
      // A UUID, as pg-boss's: the caller can name the job before adding it (the outbox row keeps it).
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('retry_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('retry_limit', 'integer', (c) => c.notNull())
      .addColumn('retry_delay_seconds', 'integer', (c) => c.notNull())
      .addColumn('expire_in_seconds', 'integer', (c) => c.notNull())
      .addColumn('start_after', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('once_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('queued_jobs_due').on('queued_jobs').columns(['state', 'start_after']).execute();
    await db.schema.createIndex('queued_jobs_once').on('queued_jobs').columns(['kind', 'once_key']).unique().execute();
  }
  await db.schema
    .alterTable('email_outbox')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('email_outbox').addColumn('job_id', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('last_try_at', timestampType(db)).execute();
  await db.schema.alterTable('email_outbox').addColumn('once_key', 'text').execute();
  await db.schema.createIndex('email_outbox_once_key').on('email_outbox').column('once_key').unique().execute();
  await db.schema.dropIndex('email_outbox_status_created_at').execute();
  await db.schema.alterTable('email_outbox').dropColumn('attempted_at').execute();
  await db.schema.createIndex('email_outbox_status').on('email_outbox').columns(['status', 'created_at']).execute();
  await db.schema
    .createTable('email_sealed_texts')
    .addColumn('outbox_id', 'integer', (c) => c.primaryKey().references('email_outbox.id').onDelete('cascade'))
    .addColumn('sealed', 'text', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('job_locks').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_locks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('locked_until', timestampType(db), (c) => c.notNull())
    .addColumn('locked_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('email_sealed_texts').execute();
  await db.schema.dropIndex('email_outbox_status').execute();
  await db.schema.alterTable('email_outbox').addColumn('attempted_at', timestampType(db)).execute();
  await db.schema
    .createIndex('email_outbox_status_created_at')
    .on('email_outbox')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.dropIndex('email_outbox_once_key').execute();
  await db.schema.alterTable('email_outbox').dropColumn('once_key').execute();
  await db.schema.alterTable('email_outbox').dropColumn('last_try_at').execute();
  await db.schema.alterTable('email_outbox').dropColumn('job_id').execute();
  await db.schema.alterTable('email_outbox').dropColumn('tries').execute();
  if (!isPostgres(db)) await db.schema.dropTable('queued_jobs').execute();
}
