import { sql, type Kysely } from 'kysely';

/**
 * "Call me back" requests (docs/decisions/035-call-me-back.md) are contact requests of their own
 * kind: `kind` is 'request' for every earlier row and every form, 'callback' for a call to return,
 * with the best time to call in `best_time`. Staff see open callbacks first: a small partial index
 * holds just those, newest first, so the back office finds them without reading every request.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contact_requests')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('request'))
    .execute();
  await db.schema.alterTable('contact_requests').addColumn('best_time', 'text').execute();
  await db.schema
    .createIndex('contact_requests_open_callbacks')
    .on('contact_requests')
    .columns(['created_at', 'id'])
    .where(sql.ref('kind'), '=', sql.lit('callback'))
    .where(sql.ref('status'), 'in', [sql.lit('new'), sql.lit('in-progress')])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_requests_open_callbacks').execute();
  await db.schema.alterTable('contact_requests').dropColumn('best_time').execute();
  await db.schema.alterTable('contact_requests').dropColumn('kind').execute();
}
