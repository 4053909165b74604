import { sql, type Kysely, type SqlBool, type Updateable } from 'kysely';
import {
  APPOINTMENT_STATUSES,
  PROJECT_STATUSES,
  type AppointmentStatus,
  type Page,
  type ProjectCounts,
  type ProjectStatus,
} from '@ta/shared';
import { containsAny } from '../../db/search.js';
import type { AppointmentsTable, Database } from '../../db/types.js';
import { normalizeTime } from '../../db/time-of-day.js';
import {
  oldestFirst,
  selectAppointments,
  toAppointmentRecord,
  type AppointmentQuery,
  type AppointmentRecord,
} from './appointment-rows.js';
import { countOf, onPage, pageOf, type PageRequest } from '../../db/paging.js';

/** Appointments and projects are searched over client name, e-mail and notes. */
const SEARCH_COLUMNS = ['a.clientName', 'a.clientEmail', 'a.notes'] as const;
/** Waiting for the business to confirm: the default status and pending. */
const AWAITING_CONFIRMATION: AppointmentStatus[] = ['scheduled', 'pending'];
const NOT_CANCELLED = APPOINTMENT_STATUSES.filter((s) => s !== 'cancelled');
/** What an appointment's calendar event shows of it: a change to one of these raises its SEQUENCE. */
const CALENDAR_COLUMNS = [
  ['appointmentDate', 'appointment_date'],
  ['startTime', 'start_time'],
  ['endTime', 'end_time'],
  ['location', 'location'],
  ['status', 'status'],
] as const;
/** No reminder for what will not happen or already has. */
const NO_REMINDER: AppointmentStatus[] = ['cancelled', 'completed'];

export interface AppointmentFilters {
  /** yyyy-MM-dd, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  statuses?: readonly AppointmentStatus[] | undefined;
}

/**
 * What staff may change on an appointment; undefined leaves a field as it is. Its service can be
 * changed but not removed; whose it is, its request and its bookkeeping are not staff's to change.
 */
export type AppointmentChanges = Omit<
  Updateable<AppointmentsTable>,
  | 'id'
  | 'clientId'
  | 'contactRequestId'
  | 'serviceTypeId'
  | 'reminderSent'
  | 'calendarSequence'
  | 'createdAt'
  | 'updatedAt'
> & { serviceTypeId?: number | undefined };

function filtered(query: AppointmentQuery, f: AppointmentFilters): AppointmentQuery {
  let q = query;
  if (f.from) q = q.where('a.appointmentDate', '>=', f.from);
  if (f.to) q = q.where('a.appointmentDate', '<=', f.to);
  // An empty list of statuses matches nothing.
  if (f.statuses) q = f.statuses.length ? q.where('a.status', 'in', [...f.statuses]) : q.where(sql<SqlBool>`1 = 0`);
  const term = f.search?.trim();
  if (term) q = q.where((eb) => containsAny(eb, SEARCH_COLUMNS, term));
  return q;
}

/** The back office's queries over appointments (lists, cards, edits) and the reminder job's claims. */
export function createStaffAppointmentQueries(
  db: Kysely<Database>,
  findById: (id: number) => Promise<AppointmentRecord | undefined>,
) {
  const base = () => selectAppointments(db);

  const count = (f: AppointmentFilters) => countOf(filtered(base(), f));

  return {
    /** One page of a filtered list, oldest first (the calendar) or newest first (projects). */
    async listPage(
      f: AppointmentFilters,
      page: PageRequest,
      order: 'oldest' | 'newest' = 'oldest',
    ): Promise<Page<AppointmentRecord>> {
      const query = filtered(base(), f);
      const ordered =
        order === 'oldest'
          ? oldestFirst(query)
          : query.orderBy('a.appointmentDate', 'desc').orderBy('a.startTime', 'desc').orderBy('a.id', 'desc');
      const [rows, total] = await Promise.all([ordered.$call(onPage(page)).execute(), count(f)]);
      return pageOf(rows.map(toAppointmentRecord), total, page);
    },

    /** Every appointment on one day, by start time (the staff day view). */
    async listOnDate(date: string): Promise<AppointmentRecord[]> {
      const rows = await oldestFirst(base().where('a.appointmentDate', '=', date)).execute();
      return rows.map(toAppointmentRecord);
    },

    /** The three summary cards for `date` and the week from it to `weekEnd`. */
    async summary(date: string, weekEnd: string) {
      const [today, pendingConfirmation, completedThisWeek] = await Promise.all([
        count({ from: date, to: date, statuses: NOT_CANCELLED }),
        count({ from: date, statuses: AWAITING_CONFIRMATION }),
        count({ from: date, to: weekEnd, statuses: ['completed'] }),
      ]);
      return { today, pendingConfirmation, completedThisWeek };
    },

    async projectCounts(): Promise<ProjectCounts> {
      const rows = await db
        .selectFrom('appointments')
        .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('status', 'in', [...PROJECT_STATUSES])
        .groupBy('status')
        .execute();
      const of = (status: ProjectStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
      return { approved: of('approved'), inProgress: of('in-progress'), completed: of('completed') };
    },

    /** The appointments scheduled from one request, oldest first (the request's page). */
    async listForContactRequest(contactRequestId: number): Promise<AppointmentRecord[]> {
      const rows = await oldestFirst(base().where('a.contactRequestId', '=', contactRequestId)).execute();
      return rows.map(toAppointmentRecord);
    },

    /** The request an appointment was scheduled from, for the detail page. */
    async findContactRequestLink(contactRequestId: number) {
      return db
        .selectFrom('contactRequests')
        .select(['id', 'trackingToken'])
        .where('id', '=', contactRequestId)
        .executeTakeFirst();
    },

    /**
     * Applies staff's changes. A new date or start time resets reminderSent, so the reminder goes
     * out before the new time. A new date, time, place or status raises the calendar SEQUENCE in
     * the same statement (compared with the stored values, so sending a field unchanged does not).
     * Undefined when the appointment does not exist.
     */
    async update(id: number, changes: AppointmentChanges): Promise<AppointmentRecord | undefined> {
      const values: Updateable<AppointmentsTable> = { updatedAt: new Date().toISOString() };
      for (const [key, value] of Object.entries(changes) as [keyof AppointmentChanges, unknown][]) {
        if (value !== undefined) Object.assign(values, { [key]: value });
      }
      if (changes.startTime) values.startTime = normalizeTime(changes.startTime);
      if (changes.endTime) values.endTime = normalizeTime(changes.endTime);
      if (changes.appointmentDate !== undefined || changes.startTime !== undefined) values.reminderSent = false;
      const calendarChanges = CALENDAR_COLUMNS.filter(([key]) => values[key] !== undefined).map(
        ([key, column]) => sql<boolean>`${sql.ref(column)} is distinct from ${values[key]}`,
      );
      const result = await db
        .updateTable('appointments')
        .set({
          ...values,
          ...(calendarChanges.length > 0 && {
            calendarSequence: sql<number>`calendar_sequence + case when ${sql.join(calendarChanges, sql` or `)} then 1 else 0 end`,
          }),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? findById(id) : undefined;
    },

    /**
     * Appointments dated fromDate..toDate that may still need a reminder (the job checks the hour).
     * Home-watch visits are left out: the owner is away and has nothing to prepare; they hear of
     * the visit through its report (docs/home-watch.md).
     */
    async listReminderCandidates(fromDate: string, toDate: string): Promise<AppointmentRecord[]> {
      const rows = await oldestFirst(
        base()
          .where('a.reminderSent', '=', false)
          .where('a.status', 'not in', NO_REMINDER)
          .where('a.appointmentDate', '>=', fromDate)
          .where('a.appointmentDate', '<=', toDate)
          .where(({ exists, not, selectFrom }) =>
            not(exists(selectFrom('propertyVisits as pv').select('pv.id').whereRef('pv.appointmentId', '=', 'a.id'))),
          ),
      ).execute();
      return rows.map(toAppointmentRecord);
    },

    /**
     * Marks the reminder as sent if nobody has: one conditional UPDATE, so of several server
     * instances racing for the same appointment exactly one gets `true`.
     */
    async claimReminder(id: number): Promise<boolean> {
      const claimed = await db
        .updateTable('appointments')
        .set({ reminderSent: true })
        .where('id', '=', id)
        .where('reminderSent', '=', false)
        .where('status', 'not in', NO_REMINDER)
        .returning('id')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** Gives a claim back when the reminder could not be written, so a later run tries again. */
    async releaseReminder(id: number): Promise<void> {
      await db.updateTable('appointments').set({ reminderSent: false }).where('id', '=', id).execute();
    },
  };
}
