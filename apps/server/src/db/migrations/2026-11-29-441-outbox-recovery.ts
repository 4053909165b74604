import type { Kysely } from 'kysely';
import { boolDefault, boolType, isPostgres, timestampType } from './schema-helpers.js';

/**
 * What the outbox's recovery pass needs (docs/email.md, "When the server stops mid-delivery"):
 * `attempted_at`, set when the pass takes a message left queued, so it is tried again once only and by one
 * instance; `secrets_hidden`, set when the stored message has a one-time link or code hidden, which can
 * never be sent from the outbox. Rows made before are taken as holding no hidden secret only when
 * their text shows none.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('attempted_at', timestampType(db)).execute();
  await db.schema
    .alterTable('email_outbox')
    .addColumn('secrets_hidden', boolType(db), boolDefault(db, false))
    .execute();
  await db
    .updateTable('email_outbox')
    .set({ secrets_hidden: isPostgres(db) ? true : 1 })
    .where((eb) => eb.or([eb('text_body', 'like', '%[hidden]%'), eb('subject', 'like', '%[hidden]%')]))
    .execute();
  await db.schema
    .createIndex('email_outbox_status_created_at')
    .on('email_outbox')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_status_created_at').execute();
  await db.schema.alterTable('email_outbox').dropColumn('secrets_hidden').execute();
  await db.schema.alterTable('email_outbox').dropColumn('attempted_at').execute();
}
