import { PostgresAdapter, sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  OPEN_CALLBACK_STATUSES,
  type AdminContact,
  type ContactCounts,
  type ContactStatus,
  type ContactStatusFilter,
  type OpenCallback,
  type Page,
} from '@ta/shared';
import type { Database } from '../../db/types.js';
import { CONTACT_SEARCH_TABLE } from '../../db/migrations/2026-11-22-002-contact-search.js';
import { containsAny, likePattern } from '../../db/search.js';
import { normalizeTime } from '../../db/time-of-day.js';
import { countOf, pageOf, type PageRequest } from '../../db/paging.js';

/** Contacts are searched over names, e-mail, message and service interest, and the tracking code (see `matches`). */
const SEARCH_COLUMNS = [
  'c.firstName',
  'c.lastName',
  'c.email',
  'c.message',
  'c.serviceInterest',
  'c.trackingToken',
] as const;

export interface StaffContactFilter {
  search?: string | undefined;
  status?: ContactStatusFilter | undefined;
}

export interface StaffContactChange {
  status: ContactStatus;
  /** Undefined leaves the saved notes as they are. */
  notes?: string | undefined;
}

/** What an update did: the request before and after, so callers can tell whether the status moved. */
export interface StaffContactUpdate {
  before: AdminContact;
  after: AdminContact;
}

export type AssignResult =
  | { outcome: 'assigned'; before: AdminContact; contact: AdminContact }
  | { outcome: 'missing' }
  | { outcome: 'not-new'; contact: AdminContact };

/** Expressions over `contactRequests as c`. */
type ContactExpressions = ExpressionBuilder<Database & { c: Database['contactRequests'] }, 'c'>;

/**
 * A callback nobody has finished or cancelled. Written with literals, as migration 835's partial
 * index is, so both engines' planners can match the index to it.
 */
const isOpenCallback = (eb: ContactExpressions) =>
  eb.and([
    eb('c.kind', '=', sql.lit('callback')),
    eb(
      'c.status',
      'in',
      OPEN_CALLBACK_STATUSES.map((status) => sql.lit(status)),
    ),
  ]);

export function createStaffContactQueries(db: Kysely<Database>) {
  const onPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /**
   * The search (first name, last name, e-mail, message, service interest; plus the tracking
   * code, so staff find the request a caller reads out), answered from migration 002's indexes:
   * - PostgreSQL: the lower-case `search_text` column and its trigram index.
   * - SQLite: the FTS5 trigram table, whose LIKE uses its index only without an ESCAPE clause. So
   *   it first narrows with `%` and `_` typed by a person as one-character wildcards, then checks
   *   the exact text on those rows. SQLite's LIKE ignores case for ASCII letters only, as its
   *   lower() does.
   */
  const ftsMatch = (term: string) => {
    const loose = sql<SqlBool>`search_text like ${`%${term.toLowerCase().replace(/[%_]/g, '_')}%`}`;
    return /[%_\\]/.test(term) ? sql<SqlBool>`${loose} and search_text like ${likePattern(term)} escape '\\'` : loose;
  };

  /**
   * `walkByDate` (SQLite) is for a page of a term that many requests match: reading newest first
   * and testing each row's own columns stops after a few rows, where collecting and sorting every
   * match from the search table would not.
   */
  const matches = (eb: ContactExpressions, term: string, walkByDate: boolean): Expression<SqlBool> => {
    if (onPostgres) return sql<SqlBool>`${sql.ref('c.searchText')} like ${likePattern(term)} escape '\\'`;
    if (walkByDate) return containsAny(eb, SEARCH_COLUMNS, term);
    return sql<SqlBool>`${sql.ref('c.id')} in (select rowid from ${sql.table(CONTACT_SEARCH_TABLE)} where ${ftsMatch(term)})`;
  };

  /**
   * SQLite walks by date when it expects to read fewer than this many rows for the page:
   * (offset + page size) × requests / matches.
   */
  const WALK_ROWS = 5000;
  async function shouldWalkByDate(term: string | undefined, matched: number, end: number): Promise<boolean> {
    if (onPostgres || !term || matched === 0) return false;
    // max(id) is instant and never less than the number of rows.
    const { rows } = await sql<{ last: number | null }>`select max(id) as last from contact_requests`.execute(db);
    return (end * Number(rows[0]?.last ?? 0)) / matched < WALK_ROWS;
  }

  /**
   * Requests with the assignee's name, and the language of the requester's e-mails: their account's
   * when the request is on one (the language switch keeps it current), else the request's own.
   */
  const withAssignee = () =>
    db
      .selectFrom('contactRequests as c')
      .leftJoin('users as u', 'u.id', 'c.assignedToId')
      .leftJoin('users as owner', 'owner.id', 'c.userId')
      .select((eb) => [
        'c.id',
        'c.trackingToken',
        'c.kind',
        'c.bestTime',
        'c.firstName',
        'c.lastName',
        'c.email',
        'c.phone',
        'c.serviceInterest',
        'c.serviceTypeId',
        'c.message',
        'c.status',
        'c.assignedToId',
        sql<string | null>`${sql.ref('u.firstName')} || ' ' || ${sql.ref('u.lastName')}`.as('assigneeFullName'),
        'c.notes',
        'c.specificService',
        'c.estimatedDuration',
        'c.preferredDate',
        'c.preferredTime',
        'c.location',
        'c.userId',
        'c.newsletter',
        'c.notifyByEmail',
        'c.notifyBySms',
        'c.consentGiven',
        eb.fn.coalesce('owner.language', 'c.language').as('language'),
        'c.createdAt',
        'c.updatedAt',
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof withAssignee>['executeTakeFirstOrThrow']>>;
  const toAdminContact = ({ assigneeFullName, ...row }: Row): AdminContact => ({
    ...row,
    assignedToName: row.assignedToId === null ? null : assigneeFullName || null,
    preferredTime: row.preferredTime === null ? null : normalizeTime(row.preferredTime),
  });

  /** The search and status filter; undefined when there is neither. */
  const filterOf = (filter: StaffContactFilter, walkByDate = false) => {
    const term = filter.search?.trim();
    const status = filter.status && filter.status !== 'all' ? filter.status : undefined;
    if (!term && !status) return undefined;
    return (eb: ContactExpressions) =>
      eb.and([...(term ? [matches(eb, term, walkByDate)] : []), ...(status ? [eb('c.status', '=', status)] : [])]);
  };

  /** How many requests match; a search alone on SQLite is counted in the search table itself. */
  async function countMatching(filter: StaffContactFilter): Promise<number> {
    const term = filter.search?.trim();
    const byStatus = filter.status && filter.status !== 'all';
    if (!onPostgres && term && !byStatus) {
      const { rows } = await sql<{ count: number }>`select count(*) as count
        from ${sql.table(CONTACT_SEARCH_TABLE)} where ${ftsMatch(term)}`.execute(db);
      return Number(rows[0]?.count ?? 0);
    }
    const where = filterOf(filter);
    const query = db.selectFrom('contactRequests as c');
    return countOf(where ? query.where(where) : query);
  }

  async function findForStaff(id: number): Promise<AdminContact | undefined> {
    const row = await withAssignee().where('c.id', '=', id).executeTakeFirst();
    return row && toAdminContact(row);
  }

  return {
    findForStaff,

    /**
     * One page of requests with the number of all that match: open callbacks first (calls to return
     * come first, docs/decisions/035-call-me-back.md), then the rest; each part newest first. The
     * two parts are read apart, so the usual list still walks its date index and open callbacks come
     * from their own small partial index (migration 835).
     */
    async listForStaff(filter: StaffContactFilter, page: PageRequest): Promise<Page<AdminContact>> {
      const total = await countMatching(filter);
      const offset = (page.page - 1) * page.pageSize;
      let rows: Row[] = [];
      if (offset < total) {
        const walk = await shouldWalkByDate(filter.search?.trim(), total, offset + page.pageSize);
        const where = filterOf(filter, walk);
        const part = (callbacks: boolean) => {
          const items = withAssignee().where((eb) => (callbacks ? isOpenCallback(eb) : eb.not(isOpenCallback(eb))));
          return (where ? items.where(where) : items).orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc');
        };
        const openCallbacks = await countOf(
          (where ? db.selectFrom('contactRequests as c').where(where) : db.selectFrom('contactRequests as c')).where(
            isOpenCallback,
          ),
        );
        const first =
          offset < openCallbacks ? await part(true).limit(page.pageSize).offset(offset).execute() : ([] as Row[]);
        const rest = page.pageSize - first.length;
        const after =
          rest > 0
            ? await part(false)
                .limit(rest)
                .offset(Math.max(0, offset - openCallbacks))
                .execute()
            : [];
        rows = [...first, ...after];
      }
      return pageOf(rows.map(toAdminContact), total, page);
    },

    /** The calls to return, oldest first (the longest wait first), for the dashboard. */
    async openCallbacks(limit: number): Promise<OpenCallback[]> {
      const rows = await withAssignee()
        .where(isOpenCallback)
        .orderBy('c.createdAt', 'asc')
        .orderBy('c.id', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toAdminContact).map((c) => ({
        id: c.id,
        firstName: c.firstName,
        lastName: c.lastName,
        phone: c.phone,
        bestTime: c.bestTime ?? 'any',
        message: c.message,
        status: c.status,
        assignedToName: c.assignedToName,
        createdAt: c.createdAt,
        language: c.language,
      }));
    },

    /** How many requests of each status match the search (all requests without one). */
    async countsForStaff(search: string | undefined): Promise<ContactCounts> {
      let query = db.selectFrom('contactRequests as c');
      const where = filterOf({ search });
      if (where) query = query.where(where);
      const rows = await query
        .select((eb) => ['c.status', eb.fn.countAll<number>().as('count')])
        .groupBy('c.status')
        .execute();
      const of = (status: ContactStatus) => Number(rows.find((r) => r.status === status)?.count ?? 0);
      return {
        total: rows.reduce((sum, r) => sum + Number(r.count), 0),
        new: of('new'),
        inProgress: of('in-progress'),
        completed: of('completed'),
        cancelled: of('cancelled'),
      };
    },

    /** The Update dialog: any of the four statuses, and the notes when given. */
    async updateForStaff(id: number, change: StaffContactChange): Promise<StaffContactUpdate | undefined> {
      const before = await findForStaff(id);
      if (!before) return undefined;
      const notesChange = change.notes !== undefined && change.notes !== before.notes;
      if (change.status === before.status && !notesChange) return { before, after: before };
      await db
        .updateTable('contactRequests')
        .set({
          status: change.status,
          ...(notesChange ? { notes: change.notes } : {}),
          updatedAt: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      const after = await findForStaff(id);
      return after && { before, after };
    },

    /**
     * Assign: the caller becomes the assignee and a new request moves to
     * in-progress. One UPDATE decides, so two staff pressing Assign at once cannot both win.
     */
    async assignToStaff(id: number, staffId: number): Promise<AssignResult> {
      const before = await findForStaff(id);
      if (!before) return { outcome: 'missing' };
      const updated = await db
        .updateTable('contactRequests')
        .set({ assignedToId: staffId, status: 'in-progress', updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'new')
        .returning('id')
        .executeTakeFirst();
      const contact = await findForStaff(id);
      if (!contact) return { outcome: 'missing' };
      return updated ? { outcome: 'assigned', before, contact } : { outcome: 'not-new', contact };
    },

    /**
     * Gives the request to a staff member (or to nobody). Like Assign, giving a new request to
     * someone starts it: one UPDATE sets both, so it cannot race with Assign or another change.
     */
    async setAssignee(id: number, staffId: number | null): Promise<StaffContactUpdate | undefined> {
      const before = await findForStaff(id);
      if (!before) return undefined;
      if (before.assignedToId === staffId) return { before, after: before };
      await db
        .updateTable('contactRequests')
        .set((eb) => ({
          assignedToId: staffId,
          status:
            staffId === null
              ? eb.ref('status')
              : eb
                  .case()
                  .when('status', '=', 'new')
                  .then(eb.val<ContactStatus>('in-progress'))
                  .else(eb.ref('status'))
                  .end(),
          updatedAt: new Date().toISOString(),
        }))
        .where('id', '=', id)
        .execute();
      const after = await findForStaff(id);
      return after && { before, after };
    },

    /** Scheduling starts the work: a new request moves to in-progress. True when it moved. */
    async startIfNew(id: number): Promise<boolean> {
      const updated = await db
        .updateTable('contactRequests')
        .set({ status: 'in-progress', updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'new')
        .returning('id')
        .executeTakeFirst();
      return updated !== undefined;
    },
  };
}
