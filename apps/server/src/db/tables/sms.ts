import type { Locale, SmsConsentEnd, SmsConsentSource, SmsStatus } from '@ta/shared';
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Status, Timestamp } from './columns.js';

/** Text messages (migration 471, docs/sms.md): each consent given and ended, and each text sent. */
export interface SmsTables {
  smsConsents: SmsConsentsTable;
  smsMessages: SmsMessagesTable;
  smsStops: SmsStopsTable;
}

/** A number that replied STOP (any number, an account's or not): nothing is texted to it until START. */
export interface SmsStopsTable {
  phone: string;
  stoppedAt: Timestamp;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** One consent to texts: the number, when, where, the very words shown; and its end. */
export interface SmsConsentsTable {
  id: Generated<number>;
  userId: number;
  /** E.164. */
  phone: string;
  source: SmsConsentSource;
  language: Locale;
  shownText: string;
  /** The address the consent was given from (the account page), for the record carriers ask for. */
  ip: Nullable<string>;
  givenAt: Timestamp;
  endedAt: NullableTimestamp;
  endReason: Nullable<SmsConsentEnd>;
}

/** One text to a person: written with the work that causes it, sent by the `sms` job. */
export interface SmsMessagesTable {
  id: Generated<number>;
  /** The account texted (the client, or a trusted contact); null once that account is deleted. */
  userId: Nullable<number>;
  /** The client the text is about (theirs, or one a trusted contact helps): the back office's client page. */
  clientId: Nullable<number>;
  /** A text about a request, sent under that request's own consent (migration 541); null otherwise. */
  requestId: Nullable<number>;
  toPhone: string;
  /** An SmsKind, or 'keyword_reply' (the answer to STOP, START or HELP). */
  kind: string;
  language: Locale;
  /** The words as the office may read them: a sign-in code's digits are hidden. */
  body: string;
  /** The whole text of a message that holds a secret, sealed until it is sent or given up (lib/secret-box.ts). */
  bodySealed: Nullable<string>;
  segments: number;
  status: Status<SmsStatus>;
  /** One text per event and person (`reminder-<appointment>-<user>`): a second write of it is dropped. */
  onceKey: Nullable<string>;
  twilioSid: Nullable<string>;
  errorCode: Nullable<string>;
  errorText: Nullable<string>;
  tries: ColumnType<number, number | undefined, number>;
  /** Not before this instant: the client's quiet hours. */
  sendAfter: Timestamp;
  createdAt: Timestamp;
  sentAt: NullableTimestamp;
  statusAt: NullableTimestamp;
}
