import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Flag } from './columns.js';

/**
 * The back office's own tables: the admin's settings, the e-mail outbox, the activity feed's events and the
 * locks that keep a background job to one instance.
 */
export interface OfficeTables {
  emailOutbox: EmailOutboxTable;
  events: EventsTable;
  emailSealedTexts: EmailSealedTextsTable;
  /** The embedded driver's job queue (SQLite only; pg-boss keeps its own on PostgreSQL). */
  queuedJobs: QueuedJobsTable;
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
  /** Tries at delivery so far (docs/jobs.md); the queue keeps when the next one is. */
  tries: Generated<number>;
  /** The delivery job's id in the queue; null for a message kept without SMTP. */
  jobId: string | null;
  lastTryAt: NullableTimestamp;
  /** Set by a job that writes the message, so its retried run does not write it twice (unique). */
  onceKey: string | null;
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

/** A message's full text, sealed with the secrets key, while its one-time link or code waits for delivery. */
export interface EmailSealedTextsTable {
  outboxId: number;
  sealed: string;
}

/** One job of the embedded queue (jobs/sqlite-queue.ts). Instants are ISO-8601 text. */
export interface QueuedJobsTable {
  /** A UUID (jobs/job-queue.ts `newJobId`). */
  id: string;
  kind: string;
  payload: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'failed';
  retryCount: Generated<number>;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  startAfter: string;
  startedAt: string | null;
  finishedAt: string | null;
  lastError: string | null;
  onceKey: string | null;
  createdAt: string;
}
