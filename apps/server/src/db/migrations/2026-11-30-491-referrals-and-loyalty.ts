import { sql, type Kysely } from 'kysely';
import { createdAt, timestampType, withId } from './schema-helpers.js';

/**
 * Referral and loyalty discounts (docs/referrals.md). A discount in the price list can be given
 * automatically: for referrals, for loyalty (after so many paid visits) or for service plans. Each
 * client gets a referral code; a client who registered with one keeps who referred them. Each discount
 * given automatically is a grant, keyed per client (`referral-welcome`, `referral-thanks-<id>`,
 * `loyalty-<n>`), so it is given once whatever runs at the same moment; a voided invoice gives its
 * grants back.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('price_items')
    .addColumn('given_for', 'text', (c) =>
      c.check(sql`given_for is null or given_for in ('referral', 'loyalty', 'plan')`),
    )
    .execute();
  await db.schema.alterTable('price_items').addColumn('after_visits', 'integer').execute();

  await db.schema.alterTable('users').addColumn('referral_code', 'text').execute();
  await db.schema.createIndex('users_referral_code').on('users').column('referral_code').unique().execute();
  await db.schema
    .alterTable('users')
    .addColumn('referred_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(db, db.schema.createTable('discount_grants'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('grant_key', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('cascade'))
    .addColumn('created_at', timestampType(db), createdAt(db))
    .addUniqueConstraint('discount_grants_client_key', ['client_id', 'grant_key'])
    .execute();
  await db.schema.createIndex('discount_grants_invoice').on('discount_grants').column('invoice_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('discount_grants').execute();
  await db.schema.dropIndex('users_referral_code').execute();
  await db.schema.alterTable('users').dropColumn('referred_by_id').execute();
  await db.schema.alterTable('users').dropColumn('referral_code').execute();
  await db.schema.alterTable('price_items').dropColumn('after_visits').execute();
  await db.schema.alterTable('price_items').dropColumn('given_for').execute();
}
