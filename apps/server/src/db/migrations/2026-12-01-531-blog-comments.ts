import { sql, type Kysely } from 'kysely';
import { boolDefault, boolType, createdAt, timestampType, withId } from './schema-helpers.js';

/**
 * Blog comments (docs/blog-comments.md) on the first migration's `blog_comments` table: `approved`
 * stays the one flag the public reads (held until the office approves); `spam` keeps a comment out of
 * the waiting list without deleting it (the office can look back); `notify` is the reader's wish for an
 * e-mail when it is approved or answered, in `language`; `from_business` and `author_id` mark the office's
 * own replies. `blog_posts.comments_closed`: the owner's choice for one post. `blocked_comment_addresses`:
 * an address whose comments are kept as spam at once.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const bool = boolType(db);
  await db.schema.alterTable('blog_comments').addColumn('spam', bool, boolDefault(db, false)).execute();
  await db.schema.alterTable('blog_comments').addColumn('notify', bool, boolDefault(db, false)).execute();
  await db.schema.alterTable('blog_comments').addColumn('from_business', bool, boolDefault(db, false)).execute();
  await db.schema
    .alterTable('blog_comments')
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('blog_comments')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'es')`),
    )
    .execute();
  await db.schema.alterTable('blog_comments').addColumn('approved_at', ts).execute();
  await db.schema
    .createIndex('blog_comments_moderation')
    .on('blog_comments')
    .columns(['approved', 'spam', 'created_at'])
    .execute();
  await db.schema.alterTable('blog_posts').addColumn('comments_closed', bool, boolDefault(db, false)).execute();

  await withId(db, db.schema.createTable('blocked_comment_addresses'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('blocked_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, createdAt(db))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blocked_comment_addresses').execute();
  await db.schema.alterTable('blog_posts').dropColumn('comments_closed').execute();
  await db.schema.dropIndex('blog_comments_moderation').execute();
  for (const column of ['approved_at', 'language', 'author_id', 'from_business', 'notify', 'spam']) {
    await db.schema.alterTable('blog_comments').dropColumn(column).execute();
  }
}
