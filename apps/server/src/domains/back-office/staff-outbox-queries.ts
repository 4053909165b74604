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

function toView(row: EmailOutboxRow): OutboxEmailView {
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
  };
}

/** The back office's read-only view of every e-mail the site sent or queued (docs/decisions/005-mail-and-outbox.md). */
export function createStaffOutboxQueries(db: Kysely<Database>) {
  return {
    /** Newest first, with the number of all that match the search. */
    async listPage(query: PageRequest & { search?: string | undefined }): Promise<Page<OutboxEmailView>> {
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
