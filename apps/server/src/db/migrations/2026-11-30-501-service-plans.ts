import { sql, type Kysely } from 'kysely';
import { boolDefault, boolType, createdAt, dateType, timestampType, withId } from './schema-helpers.js';

/**
 * Standing visits (docs/service-plans.md): a client's service repeated weekly, every two weeks,
 * monthly or on given days (`given_days`, a JSON list) at one time between two days; who set it up,
 * the staff member it prefers, how it is billed. Pauses are spans of days with no visit. Each planned
 * day the plan tried to book keeps what became of it: booked (its appointment), skipped by the client,
 * or not bookable, with the reason the office reads; one row a day, so two runs never book it twice.
 * An invoice may be a plan's month's (plan and month), one a month while not voided.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('service_plans'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_type_id', 'integer', (c) => c.notNull().references('service_types.id'))
    .addColumn('repeats', 'text', (c) =>
      c.notNull().check(sql`repeats in ('weekly', 'every-two-weeks', 'monthly', 'days')`),
    )
    .addColumn('starts_on', dateType(db), (c) => c.notNull())
    .addColumn('ends_on', dateType(db), (c) => c.notNull())
    .addColumn('given_days', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addColumn('location', 'text')
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('billing', 'text', (c) =>
      c
        .notNull()
        .defaultTo('visit')
        .check(sql`billing in ('visit', 'monthly')`),
    )
    .addColumn('monthly_price_cents', 'integer', (c) =>
      c.check(sql`monthly_price_cents is null or monthly_price_cents >= 0`),
    )
    .addColumn('active', boolType(db), boolDefault(db, true))
    .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('updated_at', ts, createdAt(db))
    .execute();
  await db.schema.createIndex('service_plans_client').on('service_plans').column('client_id').execute();

  await withId(db, db.schema.createTable('service_plan_pauses'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('service_plans.id').onDelete('cascade'))
    .addColumn('first_day', dateType(db), (c) => c.notNull())
    .addColumn('last_day', dateType(db), (c) => c.notNull())
    .addColumn('created_at', ts, createdAt(db))
    .execute();
  await db.schema.createIndex('service_plan_pauses_plan').on('service_plan_pauses').column('plan_id').execute();

  await withId(db, db.schema.createTable('service_plan_days'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('service_plans.id').onDelete('cascade'))
    .addColumn('day', dateType(db), (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('booked', 'skipped', 'unbookable')`))
    .addColumn('appointment_id', 'integer', (c) => c.references('appointments.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('updated_at', ts, createdAt(db))
    .addUniqueConstraint('service_plan_days_plan_day', ['plan_id', 'day'])
    .execute();
  await db.schema
    .createIndex('service_plan_days_appointment')
    .on('service_plan_days')
    .column('appointment_id')
    .execute();

  // A plan billed by the month has one invoice a month (yyyy-MM) that is not voided: voiding frees the month.
  await db.schema
    .alterTable('invoices')
    .addColumn('plan_id', 'integer', (c) => c.references('service_plans.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('invoices').addColumn('plan_month', 'text').execute();
  await sql`create unique index invoices_plan_month on invoices (plan_id, plan_month) where voided_at is null and plan_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index invoices_plan_month`.execute(db);
  await db.schema.alterTable('invoices').dropColumn('plan_month').execute();
  await db.schema.alterTable('invoices').dropColumn('plan_id').execute();
  await db.schema.dropTable('service_plan_days').execute();
  await db.schema.dropTable('service_plan_pauses').execute();
  await db.schema.dropTable('service_plans').execute();
}
