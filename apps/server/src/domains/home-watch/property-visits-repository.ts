import type { Kysely } from 'kysely';
import {
  businessInstant,
  PROPERTY_CHECK_SERVICE,
  propertyAddress,
  propertyName,
  type AccessOpening,
  type VisitKind,
  type VisitState,
  type VisitSummary,
} from '@ta/shared';
import type { AppointmentStatus } from '@ta/shared';
import type { Database } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';
import { normalizeTime } from '../../db/time-of-day.js';
import { fromVisits } from './visit-rows.js';

/**
 * Home-watch visits (docs/home-watch.md). A visit is a row of `property_visits` joined to its
 * appointment, which holds its day, times, staff member and status: the appointments calendar,
 * reminders and reassignment work on visits unchanged.
 */

/** The event the access-notes route records at each opening (home-watch-events.ts). */
const ACCESS_NOTES_OPENED = 'visit.access-notes-opened';

/** Where a visit stands now; "overdue" is a planned visit not started by its end time. */
export function visitState(
  v: { status: AppointmentStatus; startedAt: string | null; finishedAt: string | null; date: string; endTime: string },
  now: Date,
): VisitState {
  if (v.finishedAt) return 'finished';
  if (v.status === 'cancelled') return 'cancelled';
  if (v.startedAt) return 'in-progress';
  return businessInstant(v.date, v.endTime) <= now ? 'overdue' : 'planned';
}

export interface NewVisit {
  propertyId: number;
  date: string;
  startTime: string;
  endTime: string;
  staffId: number | null;
  kind: VisitKind;
  stormId?: number | null;
}

/** Which visits a list shows; every filter given must hold. */
export interface VisitFilter {
  ids?: readonly number[];
  propertyId?: number;
  clientId?: number;
  staffId?: number;
  stormId?: number;
  /** Visits on this day, or within [from, to]. */
  date?: string;
  from?: string;
  to?: string;
  /** Leave out cancelled visits. */
  activeOnly?: boolean;
  /** Only visits not started (planned or overdue), or only finished ones. */
  notStarted?: boolean;
  finished?: boolean;
}

/**
 * Inserts a visit and its appointment with `trx`, inside the caller's transaction: the appointment
 * carries the owner's name, e-mail and phone (so reminders and the calendar reach them), the
 * property-check service and the property's address. Storm checks insert many in one transaction.
 */
export async function insertVisit(trx: Kysely<Database>, visit: NewVisit): Promise<number> {
  const property = await trx
    .selectFrom('properties as p')
    .innerJoin('users as c', 'c.id', 'p.clientId')
    .select(['p.id', 'p.clientId', 'p.addressLine', 'p.city', 'p.zip', 'c.firstName', 'c.lastName', 'c.email'])
    .where('p.id', '=', visit.propertyId)
    .executeTakeFirstOrThrow();
  const service = await trx
    .selectFrom('serviceTypes')
    .select('id')
    .where('name', '=', PROPERTY_CHECK_SERVICE)
    .executeTakeFirst();
  const appointment = await trx
    .insertInto('appointments')
    .values({
      clientId: property.clientId,
      contactRequestId: null,
      clientName: `${property.firstName} ${property.lastName}`,
      clientEmail: property.email,
      clientPhone: null,
      serviceTypeId: service?.id ?? null,
      staffId: visit.staffId,
      appointmentDate: visit.date,
      startTime: visit.startTime,
      endTime: visit.endTime,
      status: 'scheduled',
      notes: null,
      location: propertyAddress(property),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await trx
    .insertInto('propertyVisits')
    .values({
      propertyId: visit.propertyId,
      appointmentId: appointment.id,
      stormId: visit.stormId ?? null,
      kind: visit.kind,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export function createPropertyVisitsRepository(db: Kysely<Database>) {
  function selectVisits() {
    return fromVisits(db).select((eb) => [
      'v.id',
      'v.appointmentId',
      'v.propertyId',
      'v.kind',
      'v.startedAt',
      'v.finishedAt',
      'v.result',
      'a.appointmentDate as date',
      'a.startTime',
      'a.endTime',
      'a.status',
      'a.staffId',
      'st.firstName as staffFirstName',
      'st.lastName as staffLastName',
      'p.label',
      'p.addressLine',
      'p.city',
      'p.zip',
      'p.county',
      'p.clientId',
      'c.firstName as clientFirstName',
      'c.lastName as clientLastName',
      eb
        .selectFrom('visitItems as i')
        .whereRef('i.visitId', '=', 'v.id')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .as('totalItems'),
      eb
        .selectFrom('visitItems as i')
        .whereRef('i.visitId', '=', 'v.id')
        .where('i.answer', 'is not', null)
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .as('answeredItems'),
    ]);
  }
  type Row = Awaited<ReturnType<ReturnType<typeof selectVisits>['executeTakeFirstOrThrow']>>;

  function toSummary(row: Row, now: Date): VisitSummary {
    const startTime = normalizeTime(row.startTime);
    const endTime = normalizeTime(row.endTime);
    return {
      id: row.id,
      appointmentId: row.appointmentId,
      propertyId: row.propertyId,
      propertyName: propertyName(row),
      address: propertyAddress(row),
      county: row.county,
      clientName: `${row.clientFirstName} ${row.clientLastName}`,
      kind: row.kind,
      date: row.date,
      startTime,
      endTime,
      staffId: row.staffId,
      staffName: row.staffFirstName === null ? null : `${row.staffFirstName} ${row.staffLastName ?? ''}`.trim(),
      state: visitState({ ...row, endTime }, now),
      startedAt: row.startedAt,
      finishedAt: row.finishedAt,
      result: row.result,
      answeredItems: Number(row.answeredItems ?? 0),
      totalItems: Number(row.totalItems ?? 0),
    };
  }

  return {
    /** A visit and its appointment, in one transaction (see insertVisit). */
    async create(visit: NewVisit): Promise<number> {
      return inGivenTransaction(db, (trx) => insertVisit(trx, visit));
    },

    /** Visits for a list, in the order they happen (day, start time, id). */
    async summaries(filter: VisitFilter, now: Date = new Date()): Promise<VisitSummary[]> {
      let query = selectVisits();
      if (filter.ids) {
        if (filter.ids.length === 0) return [];
        query = query.where('v.id', 'in', filter.ids);
      }
      if (filter.propertyId !== undefined) query = query.where('v.propertyId', '=', filter.propertyId);
      if (filter.clientId !== undefined) query = query.where('p.clientId', '=', filter.clientId);
      if (filter.staffId !== undefined) query = query.where('a.staffId', '=', filter.staffId);
      if (filter.stormId !== undefined) query = query.where('v.stormId', '=', filter.stormId);
      if (filter.date !== undefined) query = query.where('a.appointmentDate', '=', filter.date);
      if (filter.from !== undefined) query = query.where('a.appointmentDate', '>=', filter.from);
      if (filter.to !== undefined) query = query.where('a.appointmentDate', '<=', filter.to);
      if (filter.activeOnly) query = query.where('a.status', '!=', 'cancelled');
      if (filter.notStarted) query = query.where('v.startedAt', 'is', null);
      if (filter.finished) query = query.where('v.finishedAt', 'is not', null);
      const rows = await query.orderBy('a.appointmentDate').orderBy('a.startTime').orderBy('v.id').execute();
      return rows.map((row) => toSummary(row, now));
    },

    async summary(id: number, now: Date = new Date()): Promise<VisitSummary | undefined> {
      const row = await selectVisits().where('v.id', '=', id).executeTakeFirst();
      return row && toSummary(row, now);
    },

    /**
     * Whether the appointment is a home-watch visit's: whoever holds it reads the house's codes, and it
     * runs through the visit screen rather than the on-my-way steps.
     */
    async isVisitAppointment(appointmentId: number): Promise<boolean> {
      const row = await db
        .selectFrom('propertyVisits')
        .select('id')
        .where('appointmentId', '=', appointmentId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Every opening of a property's access notes, newest first: the staff member's first name and
     * when (the events recorded by the access-notes route), for the owner's page of the property.
     */
    async accessOpenings(propertyId: number): Promise<AccessOpening[]> {
      const rows = await db
        .selectFrom('events as e')
        .innerJoin('propertyVisits as v', 'v.id', 'e.subjectId')
        .innerJoin('users as u', 'u.id', 'e.actorId')
        .select(['u.firstName', 'e.createdAt'])
        .where('e.type', '=', ACCESS_NOTES_OPENED)
        .where('e.subjectType', '=', 'property_visit')
        .where('v.propertyId', '=', propertyId)
        .orderBy('e.createdAt', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
      return rows.map((r) => ({ staffFirstName: r.firstName, openedAt: r.createdAt }));
    },

    /** Planned visits whose end time has passed without a start: the dashboard's "overdue". */
    async overdue(now: Date = new Date()): Promise<VisitSummary[]> {
      const today = now.toISOString().slice(0, 10);
      // A day's margin on the cheap date filter; visitState decides with the business's clock.
      const candidates = await this.summaries({ to: today, activeOnly: true, notStarted: true }, now);
      return candidates.filter((v) => v.state === 'overdue');
    },
  };
}

export type PropertyVisitsRepository = ReturnType<typeof createPropertyVisitsRepository>;
