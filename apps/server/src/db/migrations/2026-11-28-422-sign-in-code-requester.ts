import type { Kysely } from 'kysely';

/**
 * The browser that asked for an e-mailed sign-in code: the SHA-256 of a random token in its cookie
 * (docs/sign-in.md, "Wrong codes from strangers"). When strangers have used up an address's wrong
 * codes, only that browser may still try its code. Null for rows from before, and for asks without
 * cookies.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sign_in_codes').addColumn('requester_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sign_in_codes').dropColumn('requester_hash').execute();
}
