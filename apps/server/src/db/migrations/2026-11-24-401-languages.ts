import { sql, type Kysely } from 'kysely';

/**
 * The language a person reads our e-mails in (docs/i18n.md, "E-mails and the stored language"):
 * 'en' or 'es', English for everyone who came before. A client account keeps the language of the
 * page they registered on, changed by the language switch while signed in; a contact request keeps
 * the language of the page it was sent from.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['users', 'contact_requests']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) =>
        c
          .notNull()
          .defaultTo('en')
          .check(sql`language in ('en', 'es')`),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_requests').dropColumn('language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
