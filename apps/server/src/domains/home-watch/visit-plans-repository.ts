import type { Kysely } from 'kysely';
import { isLateCancellation, type VisitFrequency, type VisitPlan } from '@ta/shared';
import type { Database } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';
import { normalizeTime } from '../../db/time-of-day.js';
import { insertVisit, type NewVisit } from './property-visits-repository.js';

export interface NewVisitPlan {
  propertyId: number;
  frequency: VisitFrequency;
  startsOn: string;
  endsOn: string;
  startTime: string;
  staffId: number;
}

/**
 * Visit plans (docs/home-watch.md): how often a property is checked, between which days, at what
 * time and by whom. The visits themselves are made when the plan is (property-visits-repository);
 * stopping a plan cancels the appointments of its visits not yet started.
 */
export function createVisitPlansRepository(db: Kysely<Database>) {
  /** Plans with their staff member's name and how many of their visits are still to come. */
  function selectPlans(today: string) {
    return db
      .selectFrom('visitPlans as vp')
      .leftJoin('users as st', 'st.id', 'vp.staffId')
      .select((eb) => [
        'vp.id',
        'vp.propertyId',
        'vp.frequency',
        'vp.startsOn',
        'vp.endsOn',
        'vp.startTime',
        'vp.staffId',
        'vp.active',
        'vp.createdAt',
        'st.firstName as staffFirstName',
        'st.lastName as staffLastName',
        eb
          .selectFrom('propertyVisits as v')
          .innerJoin('appointments as a', 'a.id', 'v.appointmentId')
          .whereRef('v.planId', '=', 'vp.id')
          .where('v.startedAt', 'is', null)
          .where('v.finishedAt', 'is', null)
          .where('a.status', '!=', 'cancelled')
          .where('a.appointmentDate', '>=', today)
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .as('upcomingVisits'),
      ]);
  }
  type Row = Awaited<ReturnType<ReturnType<typeof selectPlans>['executeTakeFirstOrThrow']>>;

  const toPlan = (row: Row): VisitPlan => ({
    id: row.id,
    propertyId: row.propertyId,
    frequency: row.frequency,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    startTime: normalizeTime(row.startTime),
    staffId: row.staffId,
    staffName: row.staffFirstName === null ? null : `${row.staffFirstName} ${row.staffLastName ?? ''}`.trim(),
    upcomingVisits: Number(row.upcomingVisits ?? 0),
    createdAt: row.createdAt,
  });

  return {
    /** A plan and all its visits, in one transaction: a plan never stands with only some of them. */
    async create(plan: NewVisitPlan, visits: readonly Omit<NewVisit, 'planId'>[]): Promise<number> {
      return inGivenTransaction(db, async (trx) => {
        const row = await trx.insertInto('visitPlans').values(plan).returning('id').executeTakeFirstOrThrow();
        for (const visit of visits) await insertVisit(trx, { ...visit, planId: row.id });
        return row.id;
      });
    },

    /** `today`: the business's date, from which visits count as still to come. */
    async find(id: number, today: string): Promise<{ plan: VisitPlan; active: boolean } | undefined> {
      const row = await selectPlans(today).where('vp.id', '=', id).executeTakeFirst();
      return row && { plan: toPlan(row), active: row.active };
    },

    /** A property's plans still running, newest first. */
    async listActive(propertyId: number, today: string): Promise<VisitPlan[]> {
      const rows = await selectPlans(today)
        .where('vp.propertyId', '=', propertyId)
        .where('vp.active', '=', true)
        .orderBy('vp.id', 'desc')
        .execute();
      return rows.map(toPlan);
    },

    /**
     * Stops a plan: marks it inactive and cancels the appointments of its visits not yet started
     * (a visit under way or finished stays as it is). Answers how many were cancelled.
     */
    async stop(id: number): Promise<number> {
      return inGivenTransaction(db, async (trx) => {
        await trx.updateTable('visitPlans').set({ active: false }).where('id', '=', id).execute();
        const now = new Date();
        const visits = await trx
          .selectFrom('appointments')
          .select(['id', 'appointmentDate', 'startTime'])
          .where('status', '!=', 'cancelled')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('propertyVisits')
              .select('appointmentId')
              .where('planId', '=', id)
              .where('startedAt', 'is', null)
              .where('finishedAt', 'is', null),
          )
          .execute();
        // Every cancellation keeps when, and whether inside the late-cancellation window (docs/booking.md).
        for (const visit of visits) {
          const late = isLateCancellation(
            { appointmentDate: visit.appointmentDate, startTime: normalizeTime(visit.startTime) },
            now,
          );
          await trx
            .updateTable('appointments')
            .set((eb) => ({
              status: 'cancelled',
              cancelledAt: now.toISOString(),
              cancelledLate: late,
              calendarSequence: eb('calendarSequence', '+', 1),
              updatedAt: now.toISOString(),
            }))
            .where('id', '=', visit.id)
            .execute();
        }
        return visits.length;
      });
    },
  };
}

export type VisitPlansRepository = ReturnType<typeof createVisitPlansRepository>;
