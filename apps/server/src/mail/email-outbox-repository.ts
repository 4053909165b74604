import type { Kysely } from 'kysely';
import type { Database, EmailOutboxRow, EmailOutboxTable } from '../db/types.js';

export type OutboxStatus = EmailOutboxTable['status'];

/** An attachment as the outbox keeps it: the bytes base64-encoded, so any file survives a text column. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  /** An image shown inside the HTML body (`cid:` link); absent for a file to open. */
  cid?: string;
}

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: OutboxAttachment[];
  kind: string;
  status: OutboxStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  /** Tries at delivery so far; the queue (jobId) knows when the next one is. */
  tries: number;
  lastTryAt: string | null;
  jobId: string | null;
  /** The stored message has a one-time link or code hidden. */
  secretsHidden: boolean;
}

export interface NewOutboxEmail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: OutboxAttachment[];
  kind: string;
  /** The message has a one-time link or code hidden (the mailer hid it): it can never be sent from here. */
  secretsHidden?: boolean;
  onceKey?: string;
  /** Its delivery job's id, made beforehand (jobs/job-queue.ts `newJobId`); none without SMTP. */
  jobId?: string | null;
}

/**
 * Stored as `{ filename, contentType, content, cid? }` with base64 content, as documented on the
 * table; rows written before `cid` existed have none.
 */
interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
  cid?: string;
}

function isStoredAttachment(value: unknown): value is StoredAttachment {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.filename === 'string' &&
    typeof v.contentType === 'string' &&
    typeof v.content === 'string' &&
    (v.cid === undefined || typeof v.cid === 'string')
  );
}

function serializeAttachments(attachments: OutboxAttachment[] | undefined): string | null {
  if (!attachments?.length) return null;
  const stored: StoredAttachment[] = attachments.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: a.contentBase64,
    ...(a.cid === undefined ? {} : { cid: a.cid }),
  }));
  return JSON.stringify(stored);
}

function parseAttachments(json: string | null): OutboxAttachment[] {
  if (!json) return [];
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isStoredAttachment).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    contentBase64: a.content,
    ...(a.cid === undefined ? {} : { cid: a.cid }),
  }));
}

function toOutboxEmail(row: EmailOutboxRow): OutboxEmail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attachments: parseAttachments(row.attachments),
    kind: row.kind,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    tries: row.tries,
    lastTryAt: row.lastTryAt,
    jobId: row.jobId,
    secretsHidden: Boolean(row.secretsHidden),
  };
}

/** Every e-mail the site sends, kept so staff can read what went out (or would have, without SMTP). */
export function createEmailOutboxRepository(db: Kysely<Database>) {
  return {
    /** The new row's id; undefined when a row with the same `onceKey` is there already. */
    async insert(email: NewOutboxEmail): Promise<number | undefined> {
      const row = await db
        .insertInto('emailOutbox')
        .values({
          toAddress: email.to,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html ?? null,
          attachments: serializeAttachments(email.attachments),
          kind: email.kind,
          status: 'queued',
          error: null,
          createdAt: new Date().toISOString(),
          sentAt: null,
          secretsHidden: email.secretsHidden ?? false,
          onceKey: email.onceKey ?? null,
          jobId: email.jobId ?? null,
        })
        .onConflict((oc) => oc.column('onceKey').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async markSent(id: number, sentAtIso: string): Promise<void> {
      await db
        .updateTable('emailOutbox')
        .set({ status: 'sent', sentAt: sentAtIso, error: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db.updateTable('emailOutbox').set({ status: 'failed', error }).where('id', '=', id).execute();
    },

    async idOfOnceKey(onceKey: string): Promise<number> {
      const row = await db
        .selectFrom('emailOutbox')
        .select('id')
        .where('onceKey', '=', onceKey)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Counts a try at delivery, before it is made. */
    async startTry(id: number, atIso: string): Promise<void> {
      await db
        .updateTable('emailOutbox')
        .set((eb) => ({ tries: eb('tries', '+', 1), lastTryAt: atIso }))
        .where('id', '=', id)
        .execute();
    },

    /** Why the last try failed; the message stays queued for the next. */
    async recordError(id: number, error: string): Promise<void> {
      await db.updateTable('emailOutbox').set({ error }).where('id', '=', id).where('status', '=', 'queued').execute();
    },

    /** A failed message queued again by the office ("Send again"), naming its new delivery job. */
    async requeue(id: number, jobId: string): Promise<boolean> {
      const result = await db
        .updateTable('emailOutbox')
        .set({ status: 'queued', error: null, tries: 0, lastTryAt: null, jobId })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Newest first; the id breaks ties between messages written in the same millisecond. */
    async list(page: { limit: number; offset: number }): Promise<OutboxEmail[]> {
      const rows = await db
        .selectFrom('emailOutbox')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map(toOutboxEmail);
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('emailOutbox')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async findById(id: number): Promise<OutboxEmail | undefined> {
      const row = await db.selectFrom('emailOutbox').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toOutboxEmail(row) : undefined;
    },
  };
}

export type EmailOutboxRepository = ReturnType<typeof createEmailOutboxRepository>;
