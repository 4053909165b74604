import type { Kysely } from 'kysely';
import type { OutboxEmailView, Page } from '@ta/shared';
import { containsAny } from '../../db/search.js';
import type { Database, EmailOutboxRow } from '../../db/types.js';
import { countOf, onPage, pageOf, type PageRequest } from '../../db/paging.js';

/** The outbox screen searches over these (recipient and subject). */
const SEARCH_COLUMNS = ['toAddress', 'subject'] as const;

/** The file names in the stored attachments JSON; the bytes stay on the server. */
function attachmentNames(json: string | null): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((a: unknown) =>
      typeof a === 'object' && a !== null && typeof (a as { filename?: unknown }).filename === 'string'
        ? [(a as { filename: string }).filename]
        : [],
    );
  } catch {
    return [];
  }
}

/** A row as the outbox screen reads it, with what decides its next try and whether it can be sent again. */
export type OutboxRowView = Omit<OutboxEmailView, 'nextTryAt' | 'canSendAgain'> & {
  jobId: string | null;
  secretsHidden: boolean;
};

function toView(row: EmailOutboxRow): OutboxRowView {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    kind: row.kind,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    attachments: attachmentNames(row.attachments),
    tries: row.tries,
    jobId: row.jobId,
    secretsHidden: Boolean(row.secretsHidden),
  };
}

/** The back office's read-only view of every e-mail the site sent or queued (docs/decisions/005-mail-and-outbox.md). */
export function createStaffOutboxQueries(db: Kysely<Database>) {
  return {
    /** Messages failed for good, and those still queued after a failed try, written since `sinceIso`. */
    async failing(sinceIso: string): Promise<{ failed: number; retrying: number }> {
      const rows = await db
        .selectFrom('emailOutbox')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .where('createdAt', '>=', sinceIso)
        .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'queued'), eb('tries', '>', 0)])]))
        .groupBy('status')
        .execute();
      const count = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0);
      return { failed: count('failed'), retrying: count('queued') };
    },

    /** What "Send again" checks of a message (outbox-send-again.ts). */
    async sendingState(id: number): Promise<{ status: OutboxEmailView['status']; secretsHidden: boolean } | undefined> {
      const row = await db
        .selectFrom('emailOutbox')
        .select(['status', 'secretsHidden'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { status: row.status, secretsHidden: Boolean(row.secretsHidden) } : undefined;
    },

    /** Newest first, with the number of all that match the search. */
    async listPage(query: PageRequest & { search?: string | undefined }): Promise<Page<OutboxRowView>> {
      const term = query.search?.trim();
      const filtered = db
        .selectFrom('emailOutbox')
        .$if(Boolean(term), (q) => q.where((eb) => containsAny(eb, SEARCH_COLUMNS, term ?? '')));
      const [rows, total] = await Promise.all([
        filtered.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').$call(onPage(query)).execute(),
        countOf(filtered),
      ]);
      return pageOf(rows.map(toView), total, query);
    },
  };
}
