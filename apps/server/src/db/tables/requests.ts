import type { CallbackTime, ContactStatus, Locale, RequestKind } from '@ta/shared';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Flag, Status } from './columns.js';

/** Contact requests from the site's forms. */
export interface RequestTables {
  contactRequests: ContactRequestsTable;
}

export interface ContactRequestsTable {
  id: Generated<number>;
  trackingToken: string;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceInterest: string;
  serviceTypeId: number | null;
  message: string;
  /** The landing request form's specific service and estimated duration (migration 101). */
  specificService: ColumnType<string | null, string | null | undefined, string | null>;
  estimatedDuration: ColumnType<string | null, string | null | undefined, string | null>;
  preferredDate: string | null;
  preferredTime: string | null;
  location: string | null;
  status: Status<ContactStatus>;
  /** A request from a form, or a callback (migration 835): a call to return, shown to staff first. */
  kind: Status<RequestKind>;
  /** A callback's best time to call; null for other requests. */
  bestTime: ColumnType<CallbackTime | null, CallbackTime | null | undefined, CallbackTime | null>;
  assignedToId: number | null;
  notes: string | null;
  newsletter: Flag;
  notifyByEmail: Flag;
  notifyBySms: Flag;
  consentGiven: Flag;
  /** The language of the page the request was sent from (migration 401); 'en' by default. */
  language: Status<Locale>;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
  /**
   * Updates by text (migration 541, docs/sms.md): the number texted, E.164, the words shown beside the
   * form's box and the address the request came from; null when the box was not ticked or texts are off.
   */
  smsPhone: ColumnType<string | null, string | null | undefined, string | null>;
  smsConsentText: ColumnType<string | null, string | null | undefined, string | null>;
  smsConsentIp: ColumnType<string | null, string | null | undefined, string | null>;
  /** A trusted contact who sent it on the client's behalf (migration 911); null when the client did. */
  actedById: ColumnType<number | null, number | null | undefined, number | null>;
}
