import type { Kysely } from 'kysely';

/**
 * The SEQUENCE of an appointment's calendar event (RFC 5545 §3.8.7.4): 0 when booked, one more
 * with each change of its date, times, place or status, so a calendar that imported an earlier
 * file takes the newer one (and a cancellation) as the latest word.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('appointments')
    .addColumn('calendar_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('calendar_sequence').execute();
}
