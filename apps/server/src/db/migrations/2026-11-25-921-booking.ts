import { sql, type Kysely } from 'kysely';
import { boolDefault, boolType, createdAt, dateType, isPostgres, timestampType, withId } from './schema-helpers.js';

/**
 * Booking real free times (docs/booking.md):
 * - each service's booking rules: travel buffers before and after, minimum notice, how far ahead,
 *   and whether an online pick is held for staff to confirm, booked at once, or not offered;
 * - the business's opening hours per weekday (editable; seeded with the configured hours) and holidays;
 * - each staff member's working hours per weekday, time off, the services they do and the counties
 *   they cover;
 * - private calendar feeds (only the token's hash is stored);
 * - an appointment's cancellation: when, and whether it came after the late-cancellation line.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const bool = boolType(db);

  await db.schema
    .alterTable('service_types')
    .addColumn('buffer_before', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await db.schema
    .alterTable('service_types')
    .addColumn('buffer_after', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await db.schema
    .alterTable('service_types')
    .addColumn('min_notice_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .execute();
  await db.schema
    .alterTable('service_types')
    .addColumn('max_days_ahead', 'integer', (c) => c.notNull().defaultTo(60))
    .execute();
  await db.schema
    .alterTable('service_types')
    .addColumn('booking_mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('hold')
        .check(sql`booking_mode in ('hold', 'instant', 'call')`),
    )
    .execute();
  await db.schema.alterTable('service_types').addColumn('at_home', bool, boolDefault(db, true)).execute();
  // Services settled in a conversation first (a quote, a plan of home checks) are not picked online.
  await db
    .updateTable('service_types')
    .set({ booking_mode: 'call' })
    .where('name', 'in', ['Project Management', 'Seasonal Property Management', 'Custom Service Package'])
    .execute();

  await withId(db, db.schema.createTable('business_hours'))
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('opens', 'text', (c) => c.notNull())
    .addColumn('closes', 'text', (c) => c.notNull())
    .execute();
  // The hours the site has shown so far: Monday to Friday 8 to 6, Saturday 9 to 3.
  const seeded = [1, 2, 3, 4, 5]
    .map((weekday) => ({ weekday, opens: '08:00', closes: '18:00' }))
    .concat({ weekday: 6, opens: '09:00', closes: '15:00' });
  await db.insertInto('business_hours').values(seeded).execute();

  await db.schema
    .createTable('holidays')
    .addColumn('day', dateType(db), (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('staff_hours'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('starts', 'text', (c) => c.notNull())
    .addColumn('ends', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_hours_staff').on('staff_hours').column('staff_id').execute();

  await withId(db, db.schema.createTable('staff_time_off'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_day', dateType(db), (c) => c.notNull())
    .addColumn('last_day', dateType(db), (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', ts, createdAt(db))
    .execute();
  await db.schema.createIndex('staff_time_off_staff').on('staff_time_off').columns(['staff_id', 'last_day']).execute();

  await db.schema
    .createTable('staff_services')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_type_id', 'integer', (c) => c.notNull().references('service_types.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_services_pk', ['staff_id', 'service_type_id'])
    .execute();

  await db.schema
    .createTable('staff_counties')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('county', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_counties_pk', ['staff_id', 'county'])
    .execute();

  await withId(db, db.schema.createTable('calendar_feeds'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('last_used_at', ts)
    .execute();

  await db.schema.alterTable('appointments').addColumn('cancelled_at', ts).execute();
  await db.schema.alterTable('appointments').addColumn('cancelled_late', bool, boolDefault(db, false)).execute();
  // The slot checks read one staff member's appointments by day.
  await db.schema
    .createIndex('appointments_staff_day')
    .on('appointments')
    .columns(['staff_id', 'appointment_date'])
    .execute();
  if (isPostgres(db)) await sql`analyze appointments`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('appointments_staff_day').execute();
  await db.schema.alterTable('appointments').dropColumn('cancelled_late').execute();
  await db.schema.alterTable('appointments').dropColumn('cancelled_at').execute();
  for (const table of [
    'calendar_feeds',
    'staff_counties',
    'staff_services',
    'staff_time_off',
    'staff_hours',
    'holidays',
    'business_hours',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of [
    'at_home',
    'booking_mode',
    'max_days_ahead',
    'min_notice_hours',
    'buffer_after',
    'buffer_before',
  ]) {
    await db.schema.alterTable('service_types').dropColumn(column).execute();
  }
}
