import { sql, type Kysely } from 'kysely';
import { createdAt, timestampType, withId } from './schema-helpers.js';

/**
 * The newsletter (docs/newsletter.md) on the first migration's `subscriptions` table: the reader's
 * language (the confirmation and the newsletters are written in it), when the last confirmation link
 * was sent (a second request within minutes sends none), when the address was confirmed and when it
 * left. `confirm_token` keeps the SHA-256 of the confirmation link's token, never the token.
 * `newsletter_sends`: a post sent to the subscribers, once (unique post), by whom, when, to how many.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .alterTable('subscriptions')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'es')`),
    )
    .execute();
  await db.schema.alterTable('subscriptions').addColumn('confirm_sent_at', ts).execute();
  await db.schema.alterTable('subscriptions').addColumn('confirmed_at', ts).execute();
  await db.schema.alterTable('subscriptions').addColumn('unsubscribed_at', ts).execute();

  await withId(db, db.schema.createTable('newsletter_sends'))
    .addColumn('post_id', 'integer', (c) => c.notNull().unique().references('blog_posts.id').onDelete('cascade'))
    .addColumn('sent_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, createdAt(db))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_sends').execute();
  for (const column of ['unsubscribed_at', 'confirmed_at', 'confirm_sent_at', 'language']) {
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  }
}
