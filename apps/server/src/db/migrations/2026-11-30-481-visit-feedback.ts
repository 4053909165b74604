import { sql, type Kysely } from 'kysely';
import { createdAt, timestampType, withId } from './schema-helpers.js';

/**
 * Feedback after a visit (docs/feedback.md). Each finished visit asks its client once: a row made when
 * the visit is done, keyed by the hash of the link's token (the token itself is only in the e-mail and
 * the text), with the visit's staff member and service as they were, and the answer (1 to 5 stars, a
 * comment) once given. The owner's public review page is an `app_settings` row (`feedback.review_url`).
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('visit_feedback'))
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().unique().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('client_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('service_type_id', 'integer', (c) => c.references('service_types.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('requested_at', ts, createdAt(db))
    .addColumn('stars', 'integer', (c) => c.check(sql`stars is null or (stars >= 1 and stars <= 5)`))
    .addColumn('comment', 'text')
    .addColumn('answered_at', ts)
    .execute();
  await db.schema
    .createIndex('visit_feedback_client')
    .on('visit_feedback')
    .columns(['client_id', 'answered_at'])
    .execute();
  await db.schema.createIndex('visit_feedback_answered').on('visit_feedback').column('answered_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visit_feedback').execute();
  await db.deleteFrom('app_settings').where('key', '=', 'feedback.review_url').execute();
}
