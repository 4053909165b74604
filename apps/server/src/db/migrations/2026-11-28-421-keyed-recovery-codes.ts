import type { Kysely } from 'kysely';

/**
 * Recovery codes are kept as an HMAC keyed by the server's secret instead of a bare SHA-256
 * (docs/two-step.md, "Recovery codes"). The key is not known to migrations: rows stored before this
 * one are marked `keyed = 0`, and the app converts them at start, before it serves
 * (plugins/app/keyed-recovery-codes.ts): the new hash is the HMAC of the old one, so every code still
 * works.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('recovery_codes')
    .addColumn('keyed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recovery_codes').dropColumn('keyed').execute();
}
