import type { Kysely } from 'kysely';
import type { PlanBilling, PlanDayState, PlanRepeats, VisitFrequency, VisitPlan } from '@ta/shared';
import type { Database } from '../../db/types.js';
import { normalizeTime } from '../../db/time-of-day.js';

/** A plan as stored, with the names a screen shows. */
export interface PlanRecord {
  id: number;
  clientId: number;
  clientName: string;
  serviceTypeId: number;
  serviceName: string;
  repeats: PlanRepeats;
  startsOn: string;
  endsOn: string;
  days: string[];
  startTime: string;
  county: string | null;
  location: string | null;
  staffId: number | null;
  staffName: string | null;
  billing: PlanBilling;
  monthlyPriceCents: number | null;
  active: boolean;
  /** A property's home checks: the office put every visit on the calendar when it made the plan. */
  propertyId: number | null;
}

export interface NewPlan {
  clientId: number;
  serviceTypeId: number;
  repeats: PlanRepeats;
  startsOn: string;
  endsOn: string;
  days: readonly string[];
  startTime: string;
  county: string | null;
  location: string | null;
  staffId: number | null;
  billing: PlanBilling;
  monthlyPriceCents: number | null;
  propertyId?: number | null;
  createdById: number;
}

export interface PlanPause {
  id: number;
  firstDay: string;
  lastDay: string;
}

export interface PlanDayRow {
  day: string;
  state: PlanDayState;
  appointmentId: number | null;
  reason: string | null;
}

/** A stored day as read: with when its visit is now (the office may have moved it), if it has one. */
export interface StoredPlanDay extends PlanDayRow {
  visit: { date: string; startTime: string } | null;
}

/** The first and last day of a month (yyyy-MM): PostgreSQL reads each as a real date. */
function monthSpan(month: string): { first: string; last: string } {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return { first: `${month}-01`, last: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
}

/** What a day's row changes to. */
const dayChange = (row: PlanDayRow) => ({
  state: row.state,
  appointmentId: row.appointmentId,
  reason: row.reason,
  updatedAt: new Date().toISOString(),
});

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * Standing visits (docs/service-plans.md): the plans, their pauses, and what became of each day a
 * plan tried to book (one row a day: the unique pair makes a second booking of the same day fail).
 */
export function createPlansRepository(db: Kysely<Database>) {
  const selectPlans = () =>
    db
      .selectFrom('servicePlans as p')
      .innerJoin('users as c', 'c.id', 'p.clientId')
      .innerJoin('serviceTypes as s', 's.id', 'p.serviceTypeId')
      .leftJoin('users as st', 'st.id', 'p.staffId')
      .select([
        'p.id',
        'p.clientId',
        'c.firstName as clientFirstName',
        'c.lastName as clientLastName',
        'p.serviceTypeId',
        's.name as serviceName',
        'p.repeats',
        'p.startsOn',
        'p.endsOn',
        'p.givenDays',
        'p.startTime',
        'p.county',
        'p.location',
        'p.staffId',
        'st.firstName as staffFirstName',
        'st.lastName as staffLastName',
        'p.billing',
        'p.monthlyPriceCents',
        'p.active',
        'p.propertyId',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof selectPlans>['executeTakeFirstOrThrow']>>;
  const toRecord = (row: Row): PlanRecord => ({
    id: row.id,
    clientId: row.clientId,
    clientName: fullName(row.clientFirstName, row.clientLastName),
    serviceTypeId: row.serviceTypeId,
    serviceName: row.serviceName,
    repeats: row.repeats,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    days: JSON.parse(row.givenDays) as string[],
    startTime: normalizeTime(row.startTime),
    county: row.county,
    location: row.location,
    staffId: row.staffId,
    staffName: row.staffFirstName === null ? null : fullName(row.staffFirstName, row.staffLastName),
    billing: row.billing,
    monthlyPriceCents: row.monthlyPriceCents,
    active: row.active,
    propertyId: row.propertyId,
  });

  return {
    async create(plan: NewPlan): Promise<number> {
      const { days, ...rest } = plan;
      const row = await db
        .insertInto('servicePlans')
        .values({ ...rest, givenDays: JSON.stringify(days) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async find(id: number): Promise<PlanRecord | undefined> {
      const row = await selectPlans().where('p.id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    /** A client's plans, running ones first, newest first. */
    async listForClient(clientId: number): Promise<PlanRecord[]> {
      const rows = await selectPlans()
        .where('p.clientId', '=', clientId)
        .orderBy('p.active', 'desc')
        .orderBy('p.id', 'desc')
        .execute();
      return rows.map(toRecord);
    },

    /**
     * A property's running home-check plans, newest first, as its page shows them: with how many of
     * their visits are still to come (not cancelled, not started, from `today`).
     */
    async listForProperty(propertyId: number, today: string): Promise<VisitPlan[]> {
      const rows = await db
        .selectFrom('servicePlans as p')
        .leftJoin('users as st', 'st.id', 'p.staffId')
        .select((eb) => [
          'p.id',
          'p.repeats',
          'p.startsOn',
          'p.endsOn',
          'p.startTime',
          'p.staffId',
          'p.createdAt',
          'st.firstName as staffFirstName',
          'st.lastName as staffLastName',
          eb
            .selectFrom('servicePlanDays as d')
            .innerJoin('appointments as a', 'a.id', 'd.appointmentId')
            .innerJoin('propertyVisits as v', 'v.appointmentId', 'a.id')
            .whereRef('d.planId', '=', 'p.id')
            .where('d.day', '>=', today)
            .where('a.status', '!=', 'cancelled')
            .where('v.startedAt', 'is', null)
            .where('v.finishedAt', 'is', null)
            .select((e) => e.fn.countAll<number | string>().as('n'))
            .as('upcomingVisits'),
        ])
        .where('p.propertyId', '=', propertyId)
        .where('p.active', '=', true)
        .orderBy('p.id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        propertyId,
        // A home-check plan repeats weekly, every two weeks or monthly: never on given days.
        frequency: row.repeats as VisitFrequency,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        startTime: normalizeTime(row.startTime),
        staffId: row.staffId,
        staffName: row.staffFirstName === null ? null : fullName(row.staffFirstName, row.staffLastName),
        upcomingVisits: Number(row.upcomingVisits ?? 0),
        createdAt: row.createdAt,
      }));
    },

    /** Every running plan whose last day is not past, for the booking sweep and the office's list. */
    async listActive(today: string): Promise<PlanRecord[]> {
      const rows = await selectPlans()
        .where('p.active', '=', true)
        .where('p.endsOn', '>=', today)
        .orderBy('p.id')
        .execute();
      return rows.map(toRecord);
    },

    async pauses(planId: number): Promise<PlanPause[]> {
      return db
        .selectFrom('servicePlanPauses')
        .select(['id', 'firstDay', 'lastDay'])
        .where('planId', '=', planId)
        .orderBy('firstDay')
        .execute();
    },

    async addPause(planId: number, firstDay: string, lastDay: string): Promise<void> {
      await db.insertInto('servicePlanPauses').values({ planId, firstDay, lastDay }).execute();
    },

    async removePause(planId: number, pauseId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('servicePlanPauses')
        .where('id', '=', pauseId)
        .where('planId', '=', planId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * The days the plan tried from `from` on, in order. A booked day whose visit was cancelled (on the
     * appointments page, by the office) or deleted reads as skipped: nobody comes, and it is not booked again.
     */
    async days(planId: number, from: string): Promise<StoredPlanDay[]> {
      const rows = await db
        .selectFrom('servicePlanDays as d')
        .leftJoin('appointments as a', 'a.id', 'd.appointmentId')
        .select(['d.day', 'd.state', 'd.appointmentId', 'd.reason', 'a.status', 'a.appointmentDate', 'a.startTime'])
        .where('d.planId', '=', planId)
        .where('d.day', '>=', from)
        .orderBy('d.day')
        .execute();
      return rows.map(({ status, appointmentDate, startTime, ...row }) => {
        const visit =
          appointmentDate && startTime ? { date: appointmentDate, startTime: normalizeTime(startTime) } : null;
        return row.state === 'booked' && (row.appointmentId === null || status === 'cancelled')
          ? { ...row, state: 'skipped' as const, visit }
          : { ...row, visit };
      });
    },

    /** Keeps what became of a day; false when another run stored that day meanwhile (nothing written). */
    async recordDay(planId: number, row: PlanDayRow): Promise<boolean> {
      const result = await db
        .insertInto('servicePlanDays')
        .values({ planId, ...row, updatedAt: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['planId', 'day']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Stores a home-check visit the office put on the calendar as the plan's booked day (its appointment). */
    async recordPropertyVisit(planId: number, day: string, visitId: number): Promise<void> {
      const visit = await db
        .selectFrom('propertyVisits')
        .select('appointmentId')
        .where('id', '=', visitId)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('servicePlanDays')
        .values({
          planId,
          day,
          state: 'booked',
          appointmentId: visit.appointmentId,
          updatedAt: new Date().toISOString(),
        })
        .execute();
    },

    /** Changes a stored day (a booked day skipped, a booked day's appointment). */
    async updateDay(planId: number, row: PlanDayRow): Promise<void> {
      await db
        .updateTable('servicePlanDays')
        .set(dayChange(row))
        .where('planId', '=', planId)
        .where('day', '=', row.day)
        .execute();
    },

    /** Changes a day stored as not bookable (tried again); false when another run changed it meanwhile. */
    async retryDay(planId: number, row: PlanDayRow): Promise<boolean> {
      const updated = await db
        .updateTable('servicePlanDays')
        .set(dayChange(row))
        .where('planId', '=', planId)
        .where('day', '=', row.day)
        .where('state', '=', 'unbookable')
        .returning('id')
        .executeTakeFirst();
      return updated !== undefined;
    },

    /** Forgets the stored days from `from` on (after a pause or a change of time, they are tried again). */
    async forgetDays(planId: number, days: readonly string[]): Promise<void> {
      if (days.length === 0) return;
      await db
        .deleteFrom('servicePlanDays')
        .where('planId', '=', planId)
        .where('day', 'in', [...days])
        .execute();
    },

    async setStaff(planId: number, staffId: number): Promise<void> {
      await db
        .updateTable('servicePlans')
        .set({ staffId })
        .where('id', '=', planId)
        .where('staffId', 'is', null)
        .execute();
    },

    async update(
      planId: number,
      values: Partial<Pick<NewPlan, 'startTime' | 'endsOn' | 'billing' | 'monthlyPriceCents' | 'staffId'>>,
    ): Promise<void> {
      await db
        .updateTable('servicePlans')
        .set({ ...values, updatedAt: new Date().toISOString() })
        .where('id', '=', planId)
        .execute();
    },

    async stop(planId: number): Promise<void> {
      await db
        .updateTable('servicePlans')
        .set({ active: false, updatedAt: new Date().toISOString() })
        .where('id', '=', planId)
        .execute();
    },

    /** The client's visit of that service on that day, not cancelled, if any (one the office booked by hand). */
    async visitOn(clientId: number, serviceTypeId: number, day: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('appointments')
        .select('id')
        .where('clientId', '=', clientId)
        .where('serviceTypeId', '=', serviceTypeId)
        .where('appointmentDate', '=', day)
        .where('status', '!=', 'cancelled')
        .orderBy('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Plans billed by the month that ran in `month` (yyyy-MM), running or stopped since. */
    async billedMonthlyIn(month: string): Promise<PlanRecord[]> {
      const { first, last } = monthSpan(month);
      const rows = await selectPlans()
        .where('p.billing', '=', 'monthly')
        .where('p.startsOn', '<=', last)
        .where('p.endsOn', '>=', first)
        .orderBy('p.id')
        .execute();
      return rows.map(toRecord);
    },

    /** A plan's visits of `month` not cancelled and not invoiced on their own, in order. */
    async monthVisits(planId: number, month: string): Promise<number[]> {
      const { first, last } = monthSpan(month);
      const rows = await db
        .selectFrom('servicePlanDays as d')
        .innerJoin('appointments as a', 'a.id', 'd.appointmentId')
        .select('a.id')
        .where('d.planId', '=', planId)
        .where('d.day', '>=', first)
        .where('d.day', '<=', last)
        .where('a.status', '!=', 'cancelled')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('invoices as i')
                .select('i.id')
                .whereRef('i.appointmentId', '=', 'a.id')
                .where('i.voidedAt', 'is', null),
            ),
          ),
        )
        .orderBy('d.day')
        .execute();
      return rows.map((r) => r.id);
    },

    /** The days no plan could book, from `from` on, soonest first: the office books them by hand. */
    async unbookable(from: string) {
      const rows = await db
        .selectFrom('servicePlanDays as d')
        .innerJoin('servicePlans as p', 'p.id', 'd.planId')
        .innerJoin('users as c', 'c.id', 'p.clientId')
        .innerJoin('serviceTypes as s', 's.id', 'p.serviceTypeId')
        .select([
          'd.planId',
          'p.clientId',
          'c.firstName',
          'c.lastName',
          's.name as serviceName',
          'd.day',
          'p.startTime',
          'd.reason',
        ])
        .where('d.state', '=', 'unbookable')
        .where('p.active', '=', true)
        .where('d.day', '>=', from)
        .orderBy('d.day')
        .execute();
      return rows.map((r) => ({
        planId: r.planId,
        clientId: r.clientId,
        clientName: fullName(r.firstName, r.lastName),
        serviceName: r.serviceName,
        day: r.day,
        startTime: normalizeTime(r.startTime),
        reason: r.reason,
      }));
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
