import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../src/db/connect.js';
import { engines, freshDatabase, whileSchemasStable, type FreshDatabase } from './fresh-database.js';

const BEFORE = '2026-11-30-501-service-plans';

describe.each(engines)('home-watch plans becoming standing visits (migration 511) on %s', (engine) => {
  let database: FreshDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
  });

  it("copies each visit plan with its visits as booked days, then drops visit_plans and the visits' plan_id", async () => {
    database = await freshDatabase(engine, { migrate: false });
    const typed = database.handle.db;
    const before = await whileSchemasStable(async () => (await createMigrator(typed)).migrateTo(BEFORE));
    expect(before.error).toBeUndefined();
    // The schema as it was before: written with the app's camelCase names, checked by no table types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before 511, which no table type describes
    const db = typed as unknown as Kysely<any>;

    const client = await db
      .insertInto('users')
      .values({
        username: 'dot',
        email: 'dot@example.com',
        passwordHash: 'x',
        firstName: 'Dorothy',
        lastName: 'Keller',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const staff = await db
      .insertInto('users')
      .values({
        username: 'sam',
        email: 'sam@example.com',
        passwordHash: 'x',
        firstName: 'Sam',
        lastName: 'Rivera',
        role: 'staff',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const property = await db
      .insertInto('properties')
      .values({
        clientId: client.id,
        addressLine: '12 Gulf Shore Blvd',
        city: 'Naples',
        zip: '34102',
        county: 'Collier',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const plan = async (active: boolean) =>
      db
        .insertInto('visitPlans')
        .values({
          propertyId: property.id,
          frequency: 'every-two-weeks',
          startsOn: '2099-03-01',
          endsOn: '2099-03-31',
          startTime: '09:30',
          staffId: staff.id,
          active,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const running = await plan(true);
    const stopped = await plan(false);
    const visit = async (planId: number | undefined, date: string, status = 'scheduled') => {
      const appointment = await db
        .insertInto('appointments')
        .values({
          clientId: client.id,
          clientName: 'Dorothy Keller',
          clientEmail: 'dot@example.com',
          appointmentDate: date,
          startTime: '09:30',
          endTime: '10:30',
          status,
          staffId: staff.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('propertyVisits')
        .values({
          propertyId: property.id,
          appointmentId: appointment.id,
          kind: 'routine',
          ...(planId ? { planId } : {}),
        })
        .execute();
      return Number(appointment.id);
    };
    // The first Sunday's visit was moved to the Monday; the stopped plan's visit was cancelled.
    const first = await visit(running.id, '2099-03-02');
    const second = await visit(running.id, '2099-03-16');
    const cancelled = await visit(stopped.id, '2099-03-02', 'cancelled');
    const byHand = await visit(undefined, '2099-03-20');

    expect(await whileSchemasStable(() => migrateToLatest(typed))).toContain(
      '2026-11-30-511-home-watch-plans-as-service-plans',
    );

    const plans = await typed
      .selectFrom('servicePlans as p')
      .innerJoin('serviceTypes as s', 's.id', 'p.serviceTypeId')
      .select(['p.id', 'p.clientId', 'p.propertyId', 'p.repeats', 'p.startsOn', 'p.endsOn', 'p.startTime'])
      .select(['p.staffId', 'p.active', 'p.location', 'p.county', 'p.billing', 's.name as service'])
      .orderBy('p.id')
      .execute();
    expect(plans.map(({ id: _id, ...p }) => ({ ...p, active: Boolean(p.active) }))).toEqual(
      [true, false].map((active) => ({
        clientId: client.id,
        propertyId: property.id,
        repeats: 'every-two-weeks',
        startsOn: '2099-03-01',
        endsOn: '2099-03-31',
        startTime: '09:30',
        staffId: staff.id,
        active,
        location: '12 Gulf Shore Blvd, Naples, FL 34102',
        county: 'Collier',
        billing: 'visit',
        service: 'Seasonal Property Management',
      })),
    );
    const days = await typed
      .selectFrom('servicePlanDays')
      .select(['planId', 'day', 'state', 'appointmentId'])
      .orderBy('planId')
      .orderBy('day')
      .execute();
    expect(days).toEqual([
      { planId: plans[0]!.id, day: '2099-03-02', state: 'booked', appointmentId: first },
      { planId: plans[0]!.id, day: '2099-03-16', state: 'booked', appointmentId: second },
      { planId: plans[1]!.id, day: '2099-03-02', state: 'booked', appointmentId: cancelled },
    ]);
    expect(days.some((d) => d.appointmentId === byHand)).toBe(false);

    // The old table and column are gone; a visit is still written without them.
    await expect(db.selectFrom('visitPlans').select('id').execute()).rejects.toThrow();
    await expect(db.selectFrom('propertyVisits').select('planId').execute()).rejects.toThrow();
    await visit(undefined, '2099-03-23');
  });
});
