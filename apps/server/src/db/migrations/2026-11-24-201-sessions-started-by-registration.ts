import type { Kysely } from 'kysely';
import { boolDefault, boolType } from './schema-helpers.js';

/**
 * `sessions.started_by_registration`: true for the session that creating a client account signs in,
 * false for every session a login starts. The client dashboard welcomes a new client (this session)
 * and welcomes back anyone who has signed in again since (docs/decisions/024).
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('started_by_registration', boolType(db), boolDefault(db, false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('started_by_registration').execute();
}
