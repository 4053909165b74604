import type { Kysely } from 'kysely';

/**
 * The county of a visit at the client's home, as picked when it was booked online (docs/booking.md,
 * "Changes by the client and the cut-off"). Null for visits booked before, typed in by staff or not at
 * home: a move then treats the county as unknown and offers every staff member's times.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('county', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('county').execute();
}
