import type { Kysely } from 'kysely';

/**
 * The quote form's specific service and estimated duration are kept with the request, not only
 * inside its message, so staff see them as fields and Schedule can use the duration. Its preferred
 * date and location go into the columns the appointment page already fills (preferred_date,
 * location). Both are free text as the requester gave them; old requests have neither.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_requests').addColumn('specific_service', 'text').execute();
  await db.schema.alterTable('contact_requests').addColumn('estimated_duration', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_requests').dropColumn('estimated_duration').execute();
  await db.schema.alterTable('contact_requests').dropColumn('specific_service').execute();
}
