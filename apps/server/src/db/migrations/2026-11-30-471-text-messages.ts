import { sql, type Kysely } from 'kysely';
import { boolDefault, boolType, createdAt, timestampType, withId } from './schema-helpers.js';

/**
 * Text messages (docs/sms.md). Each account keeps the number its texts go to and the kinds it chose; a
 * trusted contact keeps the kinds they get for each client they help. Every consent is a row: the
 * number, when, where, the very words shown and their language, and its end (a STOP reply, the
 * account page, a new number, the office). Every text sent is a row too: to whom, what (a sign-in
 * code's text only sealed, until it is sent), its segments, Twilio's id and what became of it. A STOP
 * from any number is kept (an unknown number too), and a conversation in the staff inbox is a web chat
 * or a text thread, given to a staff member or left to the office, with staff's private notes and the owner's canned replies. A visit gets the code its staff member says at the door, and a staff member a photo.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema.alterTable('users').addColumn('sms_phone', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('sms_kinds', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('trusted_contacts')
    .addColumn('sms_kinds', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // The short code a staff member says at the door, made when they set off (docs/visit-status.md).
  await db.schema.alterTable('appointments').addColumn('visit_code', 'text').execute();
  // The staff member's photo the client sees beside the code (a key of the photo storage).
  await db.schema.alterTable('users').addColumn('photo_key', 'text').execute();

  await withId(db, db.schema.createTable('sms_consents'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('profile', 'start_reply')`))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'es')`))
    .addColumn('shown_text', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('given_at', ts, createdAt(db))
    .addColumn('ended_at', ts)
    .addColumn('end_reason', 'text', (c) =>
      c.check(sql`end_reason is null or end_reason in ('profile', 'stop_reply', 'new_number', 'office')`),
    )
    .execute();
  await db.schema.createIndex('sms_consents_user').on('sms_consents').columns(['user_id', 'ended_at']).execute();
  await db.schema.createIndex('sms_consents_phone').on('sms_consents').columns(['phone', 'ended_at']).execute();

  await withId(db, db.schema.createTable('sms_messages'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('client_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('to_phone', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('body_sealed', 'text')
    .addColumn('segments', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sent', 'delivered', 'failed', 'undelivered')`),
    )
    .addColumn('once_key', 'text', (c) => c.unique())
    .addColumn('twilio_sid', 'text', (c) => c.unique())
    .addColumn('error_code', 'text')
    .addColumn('error_text', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('send_after', ts, createdAt(db))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('sent_at', ts)
    .addColumn('status_at', ts)
    .execute();
  await db.schema
    .createTable('sms_stops')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('stopped_at', ts, createdAt(db))
    .execute();

  await db.schema
    .alterTable('chat_conversations')
    .addColumn('channel', 'text', (c) =>
      c
        .notNull()
        .defaultTo('web')
        .check(sql`channel in ('web', 'sms')`),
    )
    .execute();
  // A staff member's private note in a conversation: staff read it, the visitor never does.
  await db.schema.alterTable('chat_messages').addColumn('is_note', boolType(db), boolDefault(db, false)).execute();
  // Canned replies staff type with "/", in both languages; the owner edits them.
  await withId(db, db.schema.createTable('chat_canned_replies'))
    .addColumn('shortcut', 'text', (c) => c.notNull().unique())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_es', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, createdAt(db))
    .execute();
  // A conversation given to a staff member, or (null) left to the office.
  await db.schema
    .alterTable('chat_conversations')
    .addColumn('assigned_to_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('chat_conversations_sms_phone')
    .on('chat_conversations')
    .columns(['channel', 'visitor_phone'])
    .execute();

  await db.schema.createIndex('sms_messages_client').on('sms_messages').columns(['client_id', 'created_at']).execute();
  await db.schema.createIndex('sms_messages_user').on('sms_messages').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('chat_conversations_sms_phone').execute();
  await db.schema.alterTable('chat_conversations').dropColumn('assigned_to_id').execute();
  await db.schema.alterTable('chat_messages').dropColumn('is_note').execute();
  await db.schema.dropTable('chat_canned_replies').execute();
  await db.schema.alterTable('chat_conversations').dropColumn('channel').execute();
  await db.schema.dropTable('sms_stops').execute();
  await db.schema.dropTable('sms_messages').execute();
  await db.schema.dropTable('sms_consents').execute();
  await db.schema.alterTable('trusted_contacts').dropColumn('sms_kinds').execute();
  await db.schema.alterTable('appointments').dropColumn('visit_code').execute();
  await db.schema.alterTable('users').dropColumn('photo_key').execute();
  await db.schema.alterTable('users').dropColumn('sms_kinds').execute();
  await db.schema.alterTable('users').dropColumn('sms_phone').execute();
}
