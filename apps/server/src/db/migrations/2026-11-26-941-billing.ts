import { sql, type Kysely } from 'kysely';
import { boolDefault, boolType, createdAt, dateType, isPostgres, timestampType, withId } from './schema-helpers.js';

/**
 * From request to paid (docs/billing.md):
 * - the price list the admin edits (packages, the hourly rate past a package, travel fees by county,
 *   the notary fee per signature, discounts, other items) and the billing rules in app_settings;
 * - quotes with versions, their lines, and each approval or request for changes with who, when, from
 *   which address and the hash of the exact version;
 * - time on the job (on the appointment) and the extra items used (groceries, parts) with receipts;
 * - invoices numbered without gaps (one counter row, taken in the transaction that writes the invoice),
 *   their lines, and payments recorded by staff;
 * - the notary journal, whose ID numbers are sealed (lib/secret-box.ts).
 * Money is integer cents; quantities are hundredths (1.5 hours is 150).
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const bool = boolType(db);

  await withId(db, db.schema.createTable('price_items'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('package', 'hourly', 'travel', 'notary', 'discount', 'item')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('description_es', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.check(sql`amount_cents >= 0`))
    .addColumn('percent_bp', 'integer', (c) => c.check(sql`percent_bp between 1 and 10000`))
    .addColumn('minutes', 'integer', (c) => c.check(sql`minutes > 0`))
    .addColumn('county', 'text')
    .addColumn('on_landing', bool, boolDefault(db, false))
    .addColumn('popular', bool, boolDefault(db, false))
    .addColumn('active', bool, boolDefault(db, true))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('updated_at', ts)
    .execute();
  // The prices the landing page has shown so far, and Florida's notary fee (at most $10 an act).
  const flag = (value: boolean) => (isPostgres(db) ? value : value ? 1 : 0);
  const seeded = [
    {
      kind: 'package',
      name: '3-Hour Package',
      name_es: 'Paquete de 3 horas',
      description: 'Our most asked-for visit. There is time for errands, paperwork or tech help.',
      description_es: 'La visita más pedida. Hay tiempo para mandados, trámites o ayuda con la tecnología.',
      amount_cents: 19500,
      minutes: 180,
      on_landing: true,
      popular: true,
      position: 1,
    },
    {
      kind: 'package',
      name: '5-Hour Package',
      name_es: 'Paquete de 5 horas',
      description: 'A longer visit for bigger jobs or several tasks in one day.',
      description_es: 'Una visita más larga para trabajos grandes o varias tareas en un día.',
      amount_cents: 32500,
      minutes: 300,
      on_landing: true,
      popular: false,
      position: 2,
    },
    {
      kind: 'hourly',
      name: 'Additional hour',
      name_es: 'Hora adicional',
      description: 'Each hour past a package, billed by the quarter hour.',
      description_es: 'Cada hora después del paquete, cobrada por cuartos de hora.',
      amount_cents: 6500,
      position: 3,
    },
    {
      kind: 'notary',
      name: 'Notary, per signature',
      name_es: 'Notaría, por firma',
      amount_cents: 1000,
      position: 4,
    },
  ];
  await db
    .insertInto('price_items')
    .values(
      seeded.map((row) => ({
        ...row,
        on_landing: flag(row.on_landing ?? false),
        popular: flag(row.popular ?? false),
      })),
    )
    .execute();

  await withId(db, db.schema.createTable('quotes'))
    .addColumn('contact_request_id', 'integer', (c) => c.references('contact_requests.id').onDelete('set null'))
    .addColumn('client_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'sent', 'changes_requested', 'approved', 'withdrawn')`),
    )
    .addColumn('current_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('link_token_hash', 'text', (c) => c.unique())
    .addColumn('appointment_id', 'integer', (c) => c.references('appointments.id').onDelete('set null'))
    .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('updated_at', ts)
    .execute();
  await db.schema.createIndex('quotes_client').on('quotes').column('client_id').execute();
  await db.schema.createIndex('quotes_request').on('quotes').column('contact_request_id').execute();

  await withId(db, db.schema.createTable('quote_versions'))
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('valid_until', dateType(db), (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('sent_at', ts)
    .addUniqueConstraint('quote_versions_quote_version', ['quote_id', 'version'])
    .execute();

  await withId(db, db.schema.createTable('quote_lines'))
    .addColumn('quote_version_id', 'integer', (c) => c.notNull().references('quote_versions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('price_item_id', 'integer', (c) => c.references('price_items.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity_hundredths', 'integer', (c) => c.notNull())
    .addColumn('unit_cents', 'integer', (c) => c.notNull())
    .addColumn('minutes', 'integer')
    .addColumn('percent_bp', 'integer')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_lines_version').on('quote_lines').column('quote_version_id').execute();

  await withId(db, db.schema.createTable('quote_responses'))
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('approved', 'changes_requested')`))
    .addColumn('typed_name', 'text')
    .addColumn('message', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('on_behalf_of_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, createdAt(db))
    .execute();
  await db.schema.createIndex('quote_responses_quote').on('quote_responses').column('quote_id').execute();

  // Time on the job: from the staff member's phone or typed by the office.
  await db.schema.alterTable('appointments').addColumn('work_started_at', ts).execute();
  await db.schema.alterTable('appointments').addColumn('work_ended_at', ts).execute();
  // No foreign key: SQLite cannot drop a column that holds one (down), and the name is only a record.
  await db.schema.alterTable('appointments').addColumn('work_time_by_id', 'integer').execute();

  await withId(db, db.schema.createTable('job_items'))
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('groceries', 'parts', 'other')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('receipt_storage_key', 'text')
    .addColumn('added_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, createdAt(db))
    .execute();
  await db.schema.createIndex('job_items_appointment').on('job_items').column('appointment_id').execute();

  await db.schema
    .createTable('number_sequences')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('number_sequences').values({ name: 'invoice', last_value: 0 }).execute();

  await withId(db, db.schema.createTable('invoices'))
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('job', 'late_cancellation')`))
    .addColumn('client_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('quote_id', 'integer', (c) => c.references('quotes.id').onDelete('set null'))
    .addColumn('quote_version', 'integer')
    .addColumn('appointment_id', 'integer', (c) => c.references('appointments.id').onDelete('set null'))
    .addColumn('issued_on', dateType(db), (c) => c.notNull())
    .addColumn('due_on', dateType(db), (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('sent_at', ts)
    .addColumn('voided_at', ts)
    .addColumn('void_reason', 'text')
    .execute();
  await db.schema.createIndex('invoices_client').on('invoices').column('client_id').execute();
  await db.schema.createIndex('invoices_appointment').on('invoices').column('appointment_id').execute();

  await withId(db, db.schema.createTable('invoice_lines'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity_hundredths', 'integer', (c) => c.notNull())
    .addColumn('unit_cents', 'integer', (c) => c.notNull())
    .addColumn('minutes', 'integer')
    .addColumn('percent_bp', 'integer')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_lines_invoice').on('invoice_lines').column('invoice_id').execute();

  // General enough for an online provider later: `provider` and `provider_reference` stay null today.
  await withId(db, db.schema.createTable('payments'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('cash', 'check', 'card_in_person', 'zelle', 'online')`),
    )
    .addColumn('reference', 'text')
    .addColumn('provider', 'text')
    .addColumn('provider_reference', 'text')
    .addColumn('received_on', dateType(db), (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('recorded_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('receipt_sent_at', ts)
    .addColumn('voided_at', ts)
    .addColumn('void_reason', 'text')
    .execute();
  await db.schema.createIndex('payments_invoice').on('payments').column('invoice_id').execute();

  await withId(db, db.schema.createTable('notary_entries'))
    .addColumn('act_at', ts, (c) => c.notNull())
    .addColumn('act_type', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('signer_address', 'text', (c) => c.notNull())
    .addColumn('id_method', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text')
    .addColumn('id_number_sealed', 'text')
    .addColumn('signatures', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('fee_cents', 'integer', (c) => c.notNull().check(sql`fee_cents >= 0`))
    .addColumn('appointment_id', 'integer', (c) => c.references('appointments.id').onDelete('set null'))
    .addColumn('notes', 'text')
    .addColumn('corrects_entry_id', 'integer', (c) => c.references('notary_entries.id'))
    .addColumn('entered_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('updated_at', ts)
    .execute();
  await db.schema.createIndex('notary_entries_act_at').on('notary_entries').column('act_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'notary_entries',
    'payments',
    'invoice_lines',
    'invoices',
    'number_sequences',
    'job_items',
    'quote_responses',
    'quote_lines',
    'quote_versions',
    'quotes',
    'price_items',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['work_time_by_id', 'work_ended_at', 'work_started_at']) {
    await db.schema.alterTable('appointments').dropColumn(column).execute();
  }
}
