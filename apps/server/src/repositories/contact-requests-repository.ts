import type { Kysely, Selectable } from 'kysely';
import type { ContactRequestReceipt, TrackedRequest } from '@ta/shared';
import { isUniqueViolation } from '../db/errors.js';
import type { ContactRequestsTable, Database } from '../db/types.js';
import { generateTrackingCode } from '../lib/tracking-code.js';

export interface NewContactRequest {
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceInterest: string;
  serviceTypeId: number | null;
  message: string;
  preferredDate: string | null;
  preferredTime: string | null;
  location: string | null;
  newsletter: boolean;
  notifyByEmail: boolean;
  notifyBySms: boolean;
  consentGiven: boolean;
}

type Row = Selectable<ContactRequestsTable>;

export interface ContactRequestRecord extends ContactRequestReceipt {
  userId: number | null;
  notifyByEmail: boolean;
}

function toRecord(row: Row): ContactRequestRecord {
  return {
    id: row.id,
    trackingToken: row.trackingToken,
    userId: row.userId,
    status: row.status,
    serviceInterest: row.serviceInterest,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    notifyByEmail: row.notifyByEmail,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Tries a few codes: a collision among 8.5e11 codes is rare, and the unique index catches it. */
const CODE_ATTEMPTS = 5;

export function createContactRequestsRepository(db: Kysely<Database>) {
  return {
    async create(input: NewContactRequest): Promise<ContactRequestRecord> {
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await db
            .insertInto('contactRequests')
            .values({ ...input, trackingToken: generateTrackingCode(), createdAt: new Date().toISOString() })
            .returningAll()
            .executeTakeFirstOrThrow();
          return toRecord(row);
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= CODE_ATTEMPTS) throw err;
        }
      }
    },

    /** The public view of a request: only what DECISIONS.md allows. */
    async findTracked(trackingToken: string): Promise<TrackedRequest | undefined> {
      return db
        .selectFrom('contactRequests')
        .select(['trackingToken', 'status', 'serviceInterest', 'firstName', 'message', 'createdAt', 'updatedAt'])
        .where('trackingToken', '=', trackingToken)
        .executeTakeFirst();
    },
  };
}
