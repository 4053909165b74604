import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { ClaimedRequest, ClientRequest, ContactStatus, Locale, TrackedRequest } from '@ta/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { coalescedLookup, MAX_KEYS_PER_QUERY } from '../../db/coalesced-lookup.js';
import { preparedListQuery } from '../../db/prepared-query.js';
import type { ContactRequestsTable, Database } from '../../db/types.js';
import { generateTrackingCode } from './tracking-code.js';
import { normalizeTime } from '../../db/time-of-day.js';
import { createStaffContactQueries } from './staff-contact-queries.js';

/** What a form's request stores; the tracking code, status and dates are the repository's. */
export type NewContactRequest = Omit<
  Insertable<ContactRequestsTable>,
  'id' | 'trackingToken' | 'status' | 'assignedToId' | 'notes' | 'createdAt' | 'updatedAt'
>;

/** The receipt's columns, and what the e-mails about a new request need (not in the submitter's receipt). */
const RECORD_COLUMNS = [
  'id',
  'trackingToken',
  'status',
  'serviceInterest',
  'firstName',
  'lastName',
  'email',
  'phone',
  'message',
  'createdAt',
  'updatedAt',
  'userId',
  'notifyByEmail',
  'notifyBySms',
  'specificService',
  'preferredDate',
  'preferredTime',
  'location',
  'kind',
  'bestTime',
  'language',
] as const;

export type ContactRequestRecord = Pick<Selectable<ContactRequestsTable>, (typeof RECORD_COLUMNS)[number]>;

/** A request whose updates go by text: to this number, in this language. */
export interface RequestTextsTo {
  id: number;
  phone: string;
  language: Locale;
  trackingToken: string;
  status: ContactStatus;
  userId: number | null;
}

/** What a client sees of their own requests. */
const CLIENT_REQUEST_COLUMNS = [
  'id',
  'trackingToken',
  'status',
  'serviceInterest',
  'message',
  'createdAt',
  'updatedAt',
] as const;

/** Tries a few codes: a collision among 8.5e11 codes is rare, and the unique index catches it. */
const CODE_ATTEMPTS = 5;

export function createContactRequestsRepository(db: Kysely<Database>) {
  // Public tracking is the hottest read: lookups made together share one query (db/coalesced-lookup.ts),
  // which also brings each request's time held or booked (its appointments still pending or confirmed,
  // oldest first: the lookup keeps a code's last row, so its latest appointment).
  // Compiled once per number of codes (db/prepared-query.ts): building it is most of the read's work.
  const trackedQuery = preparedListQuery(MAX_KEYS_PER_QUERY, (trackingTokens: string[]) =>
    db
      .selectFrom('contactRequests as c')
      .leftJoin('appointments as a', (join) =>
        join.onRef('a.contactRequestId', '=', 'c.id').on('a.status', 'in', ['pending', 'confirmed']),
      )
      .select([
        'c.trackingToken',
        'c.status',
        'c.kind',
        'c.bestTime',
        'c.serviceInterest',
        'c.firstName',
        'c.message',
        'c.createdAt',
        'c.updatedAt',
        'a.appointmentDate',
        'a.startTime',
        'a.endTime',
        'a.status as bookingStatus',
      ])
      .where('c.trackingToken', 'in', trackingTokens)
      .orderBy('a.id'),
  );
  const lookUpTracked = coalescedLookup(
    async (trackingTokens: string[]) => (await db.executeQuery(trackedQuery(trackingTokens))).rows,
    (row: { trackingToken: string }) => row.trackingToken,
  );

  return {
    /** The back office's reads and changes. */
    ...createStaffContactQueries(db),

    async create(input: NewContactRequest): Promise<ContactRequestRecord> {
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await db
            .insertInto('contactRequests')
            .values({ ...input, trackingToken: generateTrackingCode(), createdAt: new Date().toISOString() })
            .returning(RECORD_COLUMNS)
            .executeTakeFirstOrThrow();
          return { ...row, preferredTime: row.preferredTime === null ? null : normalizeTime(row.preferredTime) };
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= CODE_ATTEMPTS) throw err;
        }
      }
    },

    /**
     * Where a request's updates are texted, under its own consent (docs/sms.md, "A request's updates"): the
     * number, the language, its code and status; undefined when the box was not ticked (or texts were off).
     */
    async textsTo(id: number): Promise<RequestTextsTo | undefined> {
      const row = await db
        .selectFrom('contactRequests')
        .select(['id', 'smsPhone', 'language', 'trackingToken', 'status', 'userId'])
        .where('id', '=', id)
        .where('notifyBySms', '=', true)
        .where('consentGiven', '=', true)
        .where('smsPhone', 'is not', null)
        .executeTakeFirst();
      if (!row?.smsPhone) return undefined;
      const { smsPhone: phone, ...rest } = row;
      return { ...rest, phone };
    },

    /**
     * The public view of a request: status, kind and best time, service, dates, first name and message, and
     * the time held or booked with it (docs/booking.md, "Holding and booking"): its latest appointment still
     * pending or confirmed, or null. Nothing else.
     */
    async findTracked(trackingToken: string): Promise<TrackedRequest | undefined> {
      const row = await lookUpTracked(trackingToken);
      if (!row) return undefined;
      const { appointmentDate, startTime, endTime, bookingStatus, ...request } = row;
      const booked = bookingStatus === 'pending' || bookingStatus === 'confirmed';
      return {
        ...request,
        booking:
          booked && appointmentDate && startTime && endTime
            ? {
                date: appointmentDate,
                start: normalizeTime(startTime),
                end: normalizeTime(endTime),
                status: bookingStatus,
              }
            : null,
      };
    },

    /** A client's own requests, newest first. */
    async listByUser(userId: number): Promise<ClientRequest[]> {
      return db
        .selectFrom('contactRequests')
        .select(CLIENT_REQUEST_COLUMNS)
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /**
     * Puts an earlier request on the caller's account when its code and e-mail (any case) both
     * match and it is on no account yet, or already on this one. One UPDATE decides, so two
     * accounts claiming at once cannot both win. Undefined for every kind of failure.
     */
    async claim(trackingToken: string, email: string, userId: number): Promise<ClaimedRequest | undefined> {
      return db
        .updateTable('contactRequests')
        .set({ userId })
        .where('trackingToken', '=', trackingToken)
        .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
        .where((eb) => eb.or([eb('userId', 'is', null), eb('userId', '=', userId)]))
        .returning(CLIENT_REQUEST_COLUMNS)
        .executeTakeFirst();
    },
  };
}
