import type { Kysely } from 'kysely';

/**
 * A request's updates by text (docs/sms.md, "A request's updates"): the request form's box is a consent
 * for that request only. The request keeps the number texted (E.164), the very words shown beside the box
 * and the address it was sent from; each text about a request names it (`sms_messages.request_id`), and
 * its `sms` job checks that consent before sending.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_requests').addColumn('sms_phone', 'text').execute();
  await db.schema.alterTable('contact_requests').addColumn('sms_consent_text', 'text').execute();
  await db.schema.alterTable('contact_requests').addColumn('sms_consent_ip', 'text').execute();
  await db.schema
    .alterTable('sms_messages')
    .addColumn('request_id', 'integer', (c) => c.references('contact_requests.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sms_messages').dropColumn('request_id').execute();
  for (const column of ['sms_consent_ip', 'sms_consent_text', 'sms_phone']) {
    await db.schema.alterTable('contact_requests').dropColumn(column).execute();
  }
}
