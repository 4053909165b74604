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
}

/** A message a stopped server left queued, as the recovery pass reads it (mail/outbox-recovery.ts). */
export interface LeftQueuedEmail extends OutboxEmail {
  secretsHidden: boolean;
  /** When a recovery pass already took it; null: never. */
  attemptedAt: string | null;
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
  };
}

/** Every e-mail the site sends, kept so staff can read what went out (or would have, without SMTP). */
export function createEmailOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(email: NewOutboxEmail): Promise<number> {
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
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
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

    /** Messages still queued that were written between `after` and `before` (ISO instants), oldest first. */
    async leftQueued(written: { after: string; before: string }, limit: number): Promise<LeftQueuedEmail[]> {
      const rows = await db
        .selectFrom('emailOutbox')
        .selectAll()
        .where('status', '=', 'queued')
        .where('createdAt', '>=', written.after)
        .where('createdAt', '<', written.before)
        .orderBy('createdAt')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...toOutboxEmail(row),
        secretsHidden: row.secretsHidden,
        attemptedAt: row.attemptedAt,
      }));
    },

    /**
     * Takes a queued message for its one retry: true for the one caller (of any instance) that took it,
     * false when it was taken before or is no longer queued.
     */
    async takeForRetry(id: number, atIso: string): Promise<boolean> {
      const result = await db
        .updateTable('emailOutbox')
        .set({ attemptedAt: atIso })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .where('attemptedAt', 'is', null)
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
