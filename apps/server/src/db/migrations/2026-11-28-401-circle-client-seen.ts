import { sql, type Kysely } from 'kysely';
import { timestampType } from './schema-helpers.js';

/**
 * When the client saw that someone was added to their circle (docs/circle.md, "Staff, with the
 * client's consent"). Null while a contact an admin added or confirmed for the client is still to be
 * shown to them on their next sign-in. Rows made before are taken as seen.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trusted_contacts').addColumn('client_seen_at', timestampType(db)).execute();
  await db
    .updateTable('trusted_contacts')
    .set({ client_seen_at: sql.ref('created_at') })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trusted_contacts').dropColumn('client_seen_at').execute();
}
