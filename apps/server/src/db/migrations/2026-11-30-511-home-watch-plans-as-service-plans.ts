import type { Kysely } from 'kysely';
import { boolDefault, boolType, createdAt, dateType, timestampType, withId } from './schema-helpers.js';

/** The service a home check is (named as the first migration seeds it). */
const PROPERTY_CHECK = 'Seasonal Property Management';

/**
 * Home-watch visit plans become standing visits (docs/service-plans.md, "Home checks"): a service plan
 * may be a property's (`property_id`): the property-check service, at the property's address, its
 * visits put on the calendar by the office when the plan is made. Each `visit_plans` row is copied
 * with its visits as the plan's booked days (the day a visit is on, after any move to an open day);
 * then `property_visits.plan_id` and `visit_plans` go. A visit finds its plan through its appointment
 * (`service_plan_days.appointment_id`), as every standing visit does.
 *
 * SQLite drops a column that references another table in place (no table rebuild), once no index
 * names it; dropping the referenced table afterwards finds no row pointing at it.
 */
// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('service_plans')
    .addColumn('property_id', 'integer', (c) => c.references('properties.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('service_plans_property').on('service_plans').column('property_id').execute();

  const plans = await db
    .selectFrom('visit_plans as vp')
    .innerJoin('properties as p', 'p.id', 'vp.property_id')
    .select([
      'vp.id',
      'vp.property_id',
      'vp.frequency',
      'vp.starts_on',
      'vp.ends_on',
      'vp.start_time',
      'vp.staff_id',
      'vp.active',
      'vp.created_at',
      'p.client_id',
      'p.address_line',
      'p.city',
      'p.zip',
      'p.county',
    ])
    .orderBy('vp.id')
    .execute();
  if (plans.length > 0) {
    const serviceTypeId = await propertyCheckServiceId(db);
    for (const plan of plans) {
      const copy = await db
        .insertInto('service_plans')
        .values({
          client_id: plan.client_id,
          service_type_id: serviceTypeId,
          repeats: plan.frequency,
          starts_on: plan.starts_on,
          ends_on: plan.ends_on,
          given_days: '[]',
          start_time: plan.start_time,
          county: plan.county,
          location: `${plan.address_line}, ${plan.city}, FL ${plan.zip}`,
          staff_id: plan.staff_id,
          billing: 'visit',
          active: plan.active,
          property_id: plan.property_id,
          created_at: plan.created_at,
          updated_at: plan.created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const visits = await db
        .selectFrom('property_visits as v')
        .innerJoin('appointments as a', 'a.id', 'v.appointment_id')
        .select(['a.id as appointment_id', 'a.appointment_date as day'])
        .where('v.plan_id', '=', plan.id)
        .orderBy('a.appointment_date')
        .orderBy('a.id')
        .execute();
      const seen = new Set<string>();
      for (const visit of visits) {
        // One row a day: two visits of a plan on one day (never made so) keep the first.
        const day = String(visit.day).slice(0, 10);
        if (seen.has(day)) continue;
        seen.add(day);
        await db
          .insertInto('service_plan_days')
          .values({ plan_id: copy.id, day, state: 'booked', appointment_id: visit.appointment_id })
          .execute();
      }
    }
  }

  await db.schema.dropIndex('property_visits_plan').execute();
  await db.schema.alterTable('property_visits').dropColumn('plan_id').execute();
  await db.schema.dropTable('visit_plans').execute();
}

/** The property-check service's id; a business that removed it gets it back (a plan needs its service). */
async function propertyCheckServiceId(db: Kysely<any>): Promise<number> {
  const found = await db.selectFrom('service_types').select('id').where('name', '=', PROPERTY_CHECK).executeTakeFirst();
  if (found) return Number(found.id);
  const made = await db
    .insertInto('service_types')
    .values({
      name: PROPERTY_CHECK,
      description: 'Regular home checks while you are away from Florida.',
      duration: 60,
      color: '#0f766e',
      booking_mode: 'call',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(made.id);
}

/** Back to `visit_plans`: each property's plan is copied back with its visits, then removed from `service_plans`. */
export async function down(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('visit_plans'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('starts_on', dateType(db), (c) => c.notNull())
    .addColumn('ends_on', dateType(db), (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('active', boolType(db), boolDefault(db, true))
    .addColumn('created_at', ts, createdAt(db))
    .execute();
  await db.schema.createIndex('visit_plans_property').on('visit_plans').column('property_id').execute();
  await db.schema
    .alterTable('property_visits')
    .addColumn('plan_id', 'integer', (c) => c.references('visit_plans.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('property_visits_plan').on('property_visits').column('plan_id').execute();

  const plans = await db
    .selectFrom('service_plans')
    .select(['id', 'property_id', 'repeats', 'starts_on', 'ends_on', 'start_time', 'staff_id', 'active', 'created_at'])
    .where('property_id', 'is not', null)
    .orderBy('id')
    .execute();
  for (const plan of plans) {
    const copy = await db
      .insertInto('visit_plans')
      .values({
        property_id: plan.property_id,
        frequency: plan.repeats,
        starts_on: plan.starts_on,
        ends_on: plan.ends_on,
        start_time: plan.start_time,
        staff_id: plan.staff_id,
        active: plan.active,
        created_at: plan.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('property_visits')
      .set({ plan_id: copy.id })
      .where(
        'appointment_id',
        'in',
        db.selectFrom('service_plan_days').select('appointment_id').where('plan_id', '=', plan.id),
      )
      .execute();
  }
  await db.deleteFrom('service_plans').where('property_id', 'is not', null).execute();
  await db.schema.dropIndex('service_plans_property').execute();
  await db.schema.alterTable('service_plans').dropColumn('property_id').execute();
}
