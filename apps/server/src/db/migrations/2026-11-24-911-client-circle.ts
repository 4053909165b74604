import { sql, type Kysely } from 'kysely';
import { createdAt, timestampType, withId } from './schema-helpers.js';

/**
 * The client's circle and the ways of signing in (docs/circle.md, docs/security.md):
 * - trusted contacts a client (or staff, with the client's consent) invites, each with rights;
 * - sessions note how they signed in and whose account a trusted contact is helping with;
 * - one-time sign-in links and codes sent by e-mail (only their hashes are stored);
 * - two-step sign-in for staff: the authenticator secret sealed, recovery codes hashed, the
 *   half-signed-in step between password and code, and the admin's "require it" setting;
 * - an appointment's progress as the staff member taps it (On my way, Arrived, Done) and the
 *   office alert for a visit not started 30 minutes after its start;
 * - who acted when a trusted contact sent a request or a chat message on a client's behalf.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('trusted_contacts'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Null until the invitation is accepted by an account.
    .addColumn('contact_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    // Comma-separated CIRCLE_RIGHTS and VISIT_STEPS.
    .addColumn('rights', 'text', (c) => c.notNull())
    .addColumn('visit_notices', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('invited'))
    .addColumn('invite_token_hash', 'text', (c) => c.unique())
    .addColumn('invite_expires_at', ts)
    .addColumn('invited_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Set when staff added the contact: how the client said yes, in the staff member's words.
    .addColumn('consent_method', 'text')
    .addColumn('consent_note', 'text')
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('accepted_at', ts)
    .addColumn('removed_at', ts)
    .addColumn('removed_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', ts)
    .execute();
  await db.schema.createIndex('trusted_contacts_client').on('trusted_contacts').column('client_id').execute();
  await db.schema
    .createIndex('trusted_contacts_contact_user')
    .on('trusted_contacts')
    .column('contact_user_id')
    .execute();
  // One live invitation or membership per address in a client's circle.
  await db.schema
    .createIndex('trusted_contacts_one_live_per_email')
    .on('trusted_contacts')
    .columns(['client_id', 'email'])
    .unique()
    .where(sql.ref('status'), '<>', sql.lit('removed'))
    .execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('sign_in_method', 'text', (c) => c.notNull().defaultTo('password'))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('acting_for_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(db, db.schema.createTable('sign_in_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('sign_in_codes_user').on('sign_in_codes').column('user_id').execute();

  await db.schema.alterTable('users').addColumn('totp_secret_sealed', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_pending_sealed', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', ts).execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
  await db.schema
    .alterTable('users')
    .addColumn('visit_notices', 'text', (c) => c.notNull().defaultTo('on_my_way,done'))
    .execute();

  await withId(db, db.schema.createTable('recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();

  await withId(db, db.schema.createTable('two_step_challenges'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // 'code': enter a code from the app; 'setup': required for staff but not yet set up.
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, createdAt(db))
    .addColumn('updated_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema.alterTable('appointments').addColumn('on_my_way_at', ts).execute();
  await db.schema.alterTable('appointments').addColumn('arrived_at', ts).execute();
  await db.schema.alterTable('appointments').addColumn('done_at', ts).execute();
  await db.schema.alterTable('appointments').addColumn('late_alert_at', ts).execute();

  await db.schema
    .alterTable('contact_requests')
    .addColumn('acted_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('chat_messages')
    .addColumn('acted_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('on_behalf_of_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('events_on_behalf_of').on('events').column('on_behalf_of_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('events_on_behalf_of').execute();
  await db.schema.alterTable('events').dropColumn('on_behalf_of_id').execute();
  await db.schema.alterTable('chat_messages').dropColumn('acted_by_id').execute();
  await db.schema.alterTable('contact_requests').dropColumn('acted_by_id').execute();
  for (const column of ['late_alert_at', 'done_at', 'arrived_at', 'on_my_way_at']) {
    await db.schema.alterTable('appointments').dropColumn(column).execute();
  }
  await db.schema.dropTable('app_settings').execute();
  await db.schema.dropTable('two_step_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  for (const column of [
    'visit_notices',
    'totp_last_step',
    'totp_enabled_at',
    'totp_pending_sealed',
    'totp_secret_sealed',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('sign_in_codes').execute();
  await db.schema.alterTable('sessions').dropColumn('acting_for_id').execute();
  await db.schema.alterTable('sessions').dropColumn('sign_in_method').execute();
  await db.schema.dropTable('trusted_contacts').execute();
}
