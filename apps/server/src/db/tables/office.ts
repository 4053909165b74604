import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Flag } from './columns.js';

/**
 * The back office's own tables: the admin's settings, the e-mail outbox, the activity feed's events and the
 * locks that keep a background job to one instance.
 */
export interface OfficeTables {
  emailOutbox: EmailOutboxTable;
  events: EventsTable;
  jobLocks: JobLocksTable;
  appSettings: AppSettingsTable;
}

/** Settings the admin changes in the back office, one row a key (migration 911). */
export interface AppSettingsTable {
  key: string;
  value: string;
  updatedAt: Timestamp;
  updatedById: number | null;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** JSON array of { filename, contentType, content (base64), cid? (an image shown in the HTML body) }. */
  attachments: string | null;
  kind: string;
  status: 'queued' | 'sent' | 'failed';
  error: string | null;
  createdAt: Timestamp;
  sentAt: string | null;
  /** When the recovery pass took the message, left queued by a server that stopped (null: never). */
  attemptedAt: NullableTimestamp;
  /** The stored message has a one-time link or code hidden: it can never be sent from the outbox. */
  secretsHidden: Flag;
}

export interface EventsTable {
  id: Generated<number>;
  type: string;
  actorId: number | null;
  subjectType: string | null;
  subjectId: number | null;
  summary: string;
  createdAt: Timestamp;
  /** The client a trusted contact (the actor) acted for (migration 911). */
  onBehalfOfId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface JobLocksTable {
  name: string;
  lockedUntil: string;
  lockedBy: string;
}
