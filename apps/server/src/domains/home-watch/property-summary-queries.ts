import { sql, type Kysely, type SqlBool } from 'kysely';
import { businessTimeOfDay, businessToday, type PropertyClientChoice, type PropertySummary } from '@ta/shared';
import type { Database } from '../../db/types.js';
import { likePattern } from '../../db/search.js';
import { normalizeTime } from '../../db/time-of-day.js';
import { toProperty } from './properties-repository.js';

/** Which properties a list shows: one owner's, or those matching a search (back office). */
export interface PropertyListFilter {
  clientId?: number;
  search?: string | undefined;
}

const SEARCH_COLUMNS = ['p.label', 'p.addressLine', 'p.city', 'p.zip'] as const;

/**
 * The lists of properties ("My Properties" and the back office's): each with its owner's name, its
 * next planned visit, its latest report and how many findings await the owner's decision.
 */
export function createPropertySummaryQueries(db: Kysely<Database>) {
  return {
    async summaries(filter: PropertyListFilter, now: Date = new Date()): Promise<PropertySummary[]> {
      const today = businessToday(now);
      const timeNow = businessTimeOfDay(now);
      let query = db
        .selectFrom('properties as p')
        .innerJoin('users as c', 'c.id', 'p.clientId')
        .selectAll('p')
        .select((eb) => [
          'c.firstName as clientFirstName',
          'c.lastName as clientLastName',
          // The first visit not started, not cancelled and not yet past its end time.
          eb
            .selectFrom('propertyVisits as v')
            .innerJoin('appointments as a', 'a.id', 'v.appointmentId')
            .whereRef('v.propertyId', '=', 'p.id')
            .where('v.startedAt', 'is', null)
            .where('v.finishedAt', 'is', null)
            .where('a.status', '!=', 'cancelled')
            .where((e) =>
              e.or([
                e('a.appointmentDate', '>', today),
                e.and([e('a.appointmentDate', '=', today), e('a.endTime', '>', timeNow)]),
              ]),
            )
            .orderBy('a.appointmentDate')
            .orderBy('a.startTime')
            .orderBy('v.id')
            .limit(1)
            .select('v.id')
            .as('nextVisitId'),
          eb
            .selectFrom('propertyVisits as v')
            .whereRef('v.propertyId', '=', 'p.id')
            .where('v.finishedAt', 'is not', null)
            .orderBy('v.finishedAt', 'desc')
            .orderBy('v.id', 'desc')
            .limit(1)
            .select('v.id')
            .as('lastReportId'),
          eb
            .selectFrom('visitItems as i')
            .innerJoin('propertyVisits as v', 'v.id', 'i.visitId')
            .whereRef('v.propertyId', '=', 'p.id')
            .where('v.finishedAt', 'is not', null)
            .where('i.answer', '=', 'issue')
            .where('i.decision', 'is', null)
            .select((e) => e.fn.countAll<number | string>().as('n'))
            .as('findingsAwaitingDecision'),
        ]);
      if (filter.clientId !== undefined) query = query.where('p.clientId', '=', filter.clientId);
      const term = filter.search?.trim();
      if (term) {
        const pattern = likePattern(term);
        query = query.where((eb) =>
          eb.or([
            ...SEARCH_COLUMNS.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
            sql<SqlBool>`lower(${sql.ref('c.firstName')} || ' ' || ${sql.ref('c.lastName')}) like ${pattern} escape '\\'`,
          ]),
        );
      }
      const rows = await query.orderBy('c.lastName').orderBy('c.firstName').orderBy('p.id').execute();

      const visitIds = rows.flatMap((r) => [r.nextVisitId, r.lastReportId]).filter((id) => id !== null);
      const visits =
        visitIds.length === 0
          ? []
          : await db
              .selectFrom('propertyVisits as v')
              .innerJoin('appointments as a', 'a.id', 'v.appointmentId')
              .select(['v.id', 'a.appointmentDate', 'a.startTime', 'v.finishedAt', 'v.result'])
              .where('v.id', 'in', visitIds)
              .execute();
      const visitById = new Map(visits.map((v) => [v.id, v]));

      return rows.map((row) => {
        const next = row.nextVisitId === null ? undefined : visitById.get(row.nextVisitId);
        const last = row.lastReportId === null ? undefined : visitById.get(row.lastReportId);
        return {
          ...toProperty(row),
          clientName: `${row.clientFirstName} ${row.clientLastName}`,
          nextVisit: next
            ? { visitId: next.id, date: next.appointmentDate, startTime: normalizeTime(next.startTime) }
            : null,
          lastReport:
            last?.finishedAt && last.result
              ? { visitId: last.id, finishedAt: last.finishedAt, result: last.result }
              : null,
          findingsAwaitingDecision: Number(row.findingsAwaitingDecision ?? 0),
        };
      });
    },

    /** Active client accounts whose name or e-mail holds `search`, by name: a new property's owner. */
    async clientChoices(search: string | undefined, limit: number): Promise<PropertyClientChoice[]> {
      let query = db
        .selectFrom('users')
        .select(['id', 'firstName', 'lastName', 'email'])
        .where('role', '=', 'client')
        .where('active', '=', true);
      const term = search?.trim();
      if (term) {
        const pattern = likePattern(term);
        query = query.where((eb) =>
          eb.or([
            sql<SqlBool>`lower(${sql.ref('firstName')} || ' ' || ${sql.ref('lastName')}) like ${pattern} escape '\\'`,
            sql<SqlBool>`lower(${sql.ref('email')}) like ${pattern} escape '\\'`,
          ]),
        );
      }
      const rows = await query.orderBy('lastName').orderBy('firstName').orderBy('id').limit(limit).execute();
      return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`, email: r.email }));
    },

    /** A client's name, e-mail and the phone number of their latest request (accounts hold none). */
    async clientContact(clientId: number) {
      const user = await db
        .selectFrom('users')
        .select(['firstName', 'lastName', 'email'])
        .where('id', '=', clientId)
        .executeTakeFirst();
      if (!user) return undefined;
      const request = await db
        .selectFrom('contactRequests')
        .select('phone')
        .where('userId', '=', clientId)
        .where('phone', '!=', '')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return { name: `${user.firstName} ${user.lastName}`, email: user.email, phone: request?.phone ?? null };
    },
  };
}

export type PropertySummaryQueries = ReturnType<typeof createPropertySummaryQueries>;
