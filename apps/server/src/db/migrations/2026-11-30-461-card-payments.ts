import { sql, type Kysely } from 'kysely';
import { boolDefault, boolType, createdAt, dateType, timestampType, withId } from './schema-helpers.js';

/**
 * Card payments through Stripe (docs/payments.md). A payment made by card keeps Stripe's payment id
 * (unique, so an event told twice records it once), the card fee, what was refunded, and who paid for
 * whom; an invoice keeps only the hash of its e-mailed pay link. Checkouts started here, the Stripe
 * events already handled (by their id), refunds, a quote's deposit, a client's card on file with the
 * words they agreed to for autopay, each autopay try, and the daily comparison with Stripe.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  for (const [name, type] of [
    ['fee_cents', 'integer'],
    ['paid_by_user_id', 'integer'],
    ['payer_name', 'text'],
    ['payer_email', 'text'],
    ['card_label', 'text'],
  ] as const) {
    await db.schema
      .alterTable('payments')
      .addColumn(name, type, (c) => (name === 'paid_by_user_id' ? c.references('users.id').onDelete('set null') : c))
      .execute();
  }
  await db.schema
    .alterTable('payments')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('payments_provider_reference')
    .on('payments')
    .columns(['provider', 'provider_reference'])
    .unique()
    .execute();

  await db.schema.alterTable('invoices').addColumn('pay_token_hash', 'text').execute();
  await db.schema.createIndex('invoices_pay_token_hash').on('invoices').column('pay_token_hash').unique().execute();

  await db.schema.alterTable('quote_versions').addColumn('deposit_cents', 'integer').execute();
  await db.schema.alterTable('quote_versions').addColumn('deposit_percent_bp', 'integer').execute();

  await withId(db, db.schema.createTable('card_checkouts'))
    .addColumn('session_id', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('invoice', 'deposit', 'card')`))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('cascade'))
    .addColumn('quote_id', 'integer', (c) => c.references('quotes.id').onDelete('cascade'))
    .addColumn('quote_version', 'integer')
    .addColumn('client_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('payer_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'complete', 'expired')`),
    )
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('completed_at', ts)
    .execute();
  await db.schema
    .createIndex('card_checkouts_invoice')
    .on('card_checkouts')
    .columns(['invoice_id', 'status'])
    .execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', ts, createdAt(db))
    .execute();

  await withId(db, db.schema.createTable('payment_refunds'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.notNull().unique())
    .addColumn('refunded_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('refunded_on', dateType(db), (c) => c.notNull())
    .addColumn('created_at', ts, createdAt(db))
    .execute();
  await db.schema.createIndex('payment_refunds_payment').on('payment_refunds').column('payment_id').execute();

  await withId(db, db.schema.createTable('quote_deposits'))
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('quote_version', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('fee_cents', 'integer')
    .addColumn('provider_reference', 'text', (c) => c.notNull().unique())
    .addColumn('paid_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('payer_name', 'text')
    .addColumn('payer_email', 'text')
    .addColumn('card_label', 'text')
    .addColumn('paid_on', dateType(db), (c) => c.notNull())
    .addColumn('applied_payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('created_at', ts, createdAt(db))
    .execute();
  await db.schema.createIndex('quote_deposits_quote').on('quote_deposits').column('quote_id').execute();

  await db.schema
    .createTable('card_customers')
    .addColumn('client_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('payment_method_id', 'text')
    .addColumn('card_label', 'text')
    .addColumn('card_expires', 'text')
    .addColumn('autopay', boolType(db), boolDefault(db, false))
    .addColumn('consent_text', 'text')
    .addColumn('consented_at', ts)
    .addColumn('consented_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', ts, createdAt(db))
    .execute();

  await withId(db, db.schema.createTable('autopay_tries'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('try_number', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('pending', 'succeeded', 'failed')`))
    .addColumn('provider_reference', 'text')
    .addColumn('decline_code', 'text')
    .addColumn('message', 'text')
    .addColumn('next_try_on', dateType(db))
    .addColumn('tried_at', ts, createdAt(db))
    .execute();
  await db.schema
    .createIndex('autopay_tries_invoice_try')
    .on('autopay_tries')
    .columns(['invoice_id', 'try_number'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('payment_reconciliations'))
    .addColumn('run_on', dateType(db), (c) => c.notNull().unique())
    .addColumn('checked_from', ts, (c) => c.notNull())
    .addColumn('differences', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, createdAt(db))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'payment_reconciliations',
    'autopay_tries',
    'card_customers',
    'quote_deposits',
    'payment_refunds',
    'stripe_events',
    'card_checkouts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('invoices_pay_token_hash').execute();
  await db.schema.alterTable('invoices').dropColumn('pay_token_hash').execute();
  await db.schema.alterTable('quote_versions').dropColumn('deposit_percent_bp').execute();
  await db.schema.alterTable('quote_versions').dropColumn('deposit_cents').execute();
  await db.schema.dropIndex('payments_provider_reference').execute();
  for (const name of ['refunded_cents', 'card_label', 'payer_email', 'payer_name', 'paid_by_user_id', 'fee_cents']) {
    await db.schema.alterTable('payments').dropColumn(name).execute();
  }
}
