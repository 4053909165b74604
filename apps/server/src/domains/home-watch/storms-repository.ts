import type { Kysely } from 'kysely';
import {
  PROPERTY_CHECK_SERVICE,
  parseZipList,
  type FloridaCounty,
  type Locale,
  type Storm,
  type StormAreaKind,
  type StormPhase,
} from '@ta/shared';
import type { Database } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';
import { normalizeTime } from '../../db/time-of-day.js';
import { insertVisit, visitState } from './property-visits-repository.js';

/**
 * Storms (docs/home-watch.md, "Storm mode"): a storm's row, the properties in its area, and its
 * checks made all at once. The checks themselves are visits (property-visits-repository.ts) with
 * `storm_id` set; a storm's counts are computed from them, as `visitState` says where each stands.
 */

/** The area a storm's checks cover, as the form gives it. */
export interface StormArea {
  areaKind: StormAreaKind;
  counties: readonly FloridaCounty[];
  /** ZIP codes as typed (parsed here). */
  zips: string;
  /** The day of the checks: "away" means away on that day. */
  date: string;
}

/** A property in a storm's area, with what the checks and the owner's notice need (never access notes). */
export interface StormProperty {
  id: number;
  label: string | null;
  addressLine: string;
  city: string;
  zip: string;
  clientId: number;
  ownerFirstName: string;
  ownerLastName: string;
  ownerEmail: string;
  ownerLanguage: Locale;
  /** The staff member of the property's active plan, when that account is active staff; else null. */
  planStaffId: number | null;
}

export interface NewStorm {
  name: string;
  phase: StormPhase;
  areaKind: StormAreaKind;
  areaDescription: string;
  date: string;
  createdById: number;
}

export interface NewStormCheck {
  propertyId: number;
  staffId: number;
  date: string;
  startTime: string;
  endTime: string;
}

type Counts = Storm['counts'];
const noCounts = (): Counts => ({ total: 0, planned: 0, inProgress: 0, finished: 0, urgent: 0 });

export function createStormsRepository(db: Kysely<Database>) {
  const selectStorms = () =>
    db.selectFrom('storms').select(['id', 'name', 'phase', 'areaDescription', 'date', 'createdAt']);

  /** Counts per storm: cancelled checks are left out; overdue ones are still to do, so "planned". */
  async function countsFor(stormIds: readonly number[], now: Date): Promise<Map<number, Counts>> {
    const counts = new Map<number, Counts>(stormIds.map((id) => [id, noCounts()]));
    if (stormIds.length === 0) return counts;
    const rows = await db
      .selectFrom('propertyVisits as v')
      .innerJoin('appointments as a', 'a.id', 'v.appointmentId')
      .select([
        'v.stormId',
        'v.startedAt',
        'v.finishedAt',
        'v.result',
        'a.status',
        'a.appointmentDate as date',
        'a.endTime',
      ])
      .where('v.stormId', 'in', stormIds)
      .execute();
    for (const row of rows) {
      const c = row.stormId === null ? undefined : counts.get(row.stormId);
      if (!c) continue;
      const state = visitState({ ...row, endTime: normalizeTime(row.endTime) }, now);
      if (state === 'cancelled') continue;
      c.total += 1;
      if (state === 'planned' || state === 'overdue') c.planned += 1;
      else if (state === 'in-progress') c.inProgress += 1;
      else {
        c.finished += 1;
        if (row.result === 'urgent') c.urgent += 1;
      }
    }
    return counts;
  }

  return {
    /** Every storm, newest first, with its counts. */
    async list(now: Date = new Date()): Promise<Storm[]> {
      const rows = await selectStorms().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
      const counts = await countsFor(
        rows.map((r) => r.id),
        now,
      );
      return rows.map((row) => ({ ...row, counts: counts.get(row.id) ?? noCounts() }));
    },

    async find(id: number, now: Date = new Date()): Promise<Storm | undefined> {
      const row = await selectStorms().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const counts = await countsFor([id], now);
      return { ...row, counts: counts.get(id) ?? noCounts() };
    },

    /**
     * The properties in the area, by id: in one of the counties, in one of the ZIP codes, or (away)
     * whose owner's away dates are both set and include the day.
     */
    async propertiesInArea(area: StormArea): Promise<StormProperty[]> {
      let query = db
        .selectFrom('properties as p')
        .innerJoin('users as c', 'c.id', 'p.clientId')
        .select([
          'p.id',
          'p.label',
          'p.addressLine',
          'p.city',
          'p.zip',
          'p.clientId',
          'c.firstName as ownerFirstName',
          'c.lastName as ownerLastName',
          'c.email as ownerEmail',
          'c.language as ownerLanguage',
        ]);
      if (area.areaKind === 'counties') {
        if (area.counties.length === 0) return [];
        query = query.where('p.county', 'in', area.counties);
      } else if (area.areaKind === 'zips') {
        const zips = parseZipList(area.zips);
        if (zips.length === 0) return [];
        query = query.where('p.zip', 'in', zips);
      } else {
        query = query
          .where('p.awayFrom', 'is not', null)
          .where('p.awayUntil', 'is not', null)
          .where('p.awayFrom', '<=', area.date)
          .where('p.awayUntil', '>=', area.date);
      }
      const properties = await query.orderBy('p.id').execute();
      if (properties.length === 0) return [];

      // The newest running home-check plan with an active staff member gives each property its usual person.
      const plans = await db
        .selectFrom('servicePlans as vp')
        .innerJoin('users as s', 's.id', 'vp.staffId')
        .select(['vp.propertyId', 'vp.staffId'])
        .where(
          'vp.propertyId',
          'in',
          properties.map((p) => p.id),
        )
        .where('vp.active', '=', true)
        .where('s.active', '=', true)
        .where('s.role', 'in', ['staff', 'admin'])
        .orderBy('vp.id', 'desc')
        .execute();
      const planStaff = new Map<number, number>();
      for (const plan of plans) {
        if (plan.staffId !== null && plan.propertyId !== null && !planStaff.has(plan.propertyId)) {
          planStaff.set(plan.propertyId, plan.staffId);
        }
      }
      return properties.map((p) => ({ ...p, planStaffId: planStaff.get(p.id) ?? null }));
    },

    /** Minutes a property check takes: the property-check service's duration (an hour if it is gone). */
    async checkMinutes(): Promise<number> {
      const service = await db
        .selectFrom('serviceTypes')
        .select('duration')
        .where('name', '=', PROPERTY_CHECK_SERVICE)
        .executeTakeFirst();
      return service?.duration ?? 60;
    },

    /** The storm and every one of its checks, all or nothing, in one transaction. Returns the storm's id. */
    async createWithChecks(storm: NewStorm, checks: readonly NewStormCheck[]): Promise<number> {
      return inGivenTransaction(db, async (trx) => {
        const created = await trx.insertInto('storms').values(storm).returning('id').executeTakeFirstOrThrow();
        for (const check of checks) {
          await insertVisit(trx, { ...check, kind: storm.phase, stormId: created.id });
        }
        return created.id;
      });
    },
  };
}

export type StormsRepository = ReturnType<typeof createStormsRepository>;
