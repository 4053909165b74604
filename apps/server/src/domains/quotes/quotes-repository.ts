import type { QuoteResponseAction, QuoteStatus } from '@ta/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, QuoteLinesTable, QuoteVersionsTable, QuotesTable } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';

/** A quote row as the server works with it; the link's token hash never leaves this file. */
export type QuoteRecord = Omit<Selectable<QuotesTable>, 'linkTokenHash'>;
export type QuoteVersionRecord = Selectable<QuoteVersionsTable>;
export type QuoteLineRecord = Selectable<QuoteLinesTable>;

export interface QuoteResponseRecord {
  id: number;
  quoteId: number;
  version: number;
  action: QuoteResponseAction;
  typedName: string | null;
  message: string | null;
  userId: number | null;
  userName: string | null;
  onBehalfOfId: number | null;
  onBehalfOfName: string | null;
  ipAddress: string;
  userAgent: string | null;
  contentHash: string;
  createdAt: string;
}

/** A version's content as the service works it out: totals and hash come from billing-totals.ts. */
export interface VersionContent {
  notes: string | null;
  validUntil: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** The deposit asked, in cents; with the percentage typed when it was asked as one. */
  depositCents: number | null;
  depositPercentBp: number | null;
  contentHash: string;
  lines: Omit<QuoteLineRecord, 'id' | 'quoteVersionId'>[];
}

export interface QuoteListRow {
  id: number;
  status: QuoteStatus;
  recipientName: string;
  currentVersion: number;
  contactRequestId: number | null;
  createdAt: string;
  totalCents: number;
  validUntil: string;
  sentAt: string | null;
}

export interface NewResponse {
  quoteId: number;
  version: number;
  action: QuoteResponseAction;
  typedName: string | null;
  message: string | null;
  userId: number | null;
  onBehalfOfId: number | null;
  ipAddress: string;
  userAgent: string | null;
  contentHash: string;
}

const QUOTE_COLUMNS = [
  'quotes.id',
  'quotes.contactRequestId',
  'quotes.clientId',
  'quotes.recipientName',
  'quotes.recipientEmail',
  'quotes.language',
  'quotes.status',
  'quotes.currentVersion',
  'quotes.appointmentId',
  'quotes.createdById',
  'quotes.createdAt',
  'quotes.updatedAt',
] as const;

const nowIso = () => new Date().toISOString();

/**
 * Quotes, their versions, lines and answers (docs/quotes.md). A sent version's lines are never
 * updated here: only the draft version's are replaced, and a change makes a new version.
 */
export function createQuotesRepository(db: Kysely<Database>) {
  type Db = Kysely<Database>;

  async function insertLines(trx: Db, versionId: number, lines: VersionContent['lines']) {
    if (lines.length === 0) return;
    await trx
      .insertInto('quoteLines')
      .values(lines.map((line) => ({ ...line, quoteVersionId: versionId })))
      .execute();
  }

  return {
    async create(
      quote: Pick<
        QuoteRecord,
        'contactRequestId' | 'clientId' | 'recipientName' | 'recipientEmail' | 'language' | 'createdById'
      >,
      content: VersionContent,
    ): Promise<QuoteRecord> {
      return inGivenTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('quotes')
          .values({ ...quote, status: 'draft', currentVersion: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { lines, ...version } = content;
        const created = await trx
          .insertInto('quoteVersions')
          .values({ ...version, quoteId: row.id, version: 1, createdById: quote.createdById })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertLines(trx, created.id, lines);
        return trx.selectFrom('quotes').select(QUOTE_COLUMNS).where('id', '=', row.id).executeTakeFirstOrThrow();
      });
    },

    async findById(id: number): Promise<QuoteRecord | undefined> {
      return db.selectFrom('quotes').select(QUOTE_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async findByTokenHash(hash: string): Promise<QuoteRecord | undefined> {
      return db.selectFrom('quotes').select(QUOTE_COLUMNS).where('linkTokenHash', '=', hash).executeTakeFirst();
    },

    /** Every version, newest first. */
    async versions(quoteId: number): Promise<QuoteVersionRecord[]> {
      return db
        .selectFrom('quoteVersions')
        .selectAll()
        .where('quoteId', '=', quoteId)
        .orderBy('version', 'desc')
        .execute();
    },

    async lines(versionIds: readonly number[]): Promise<QuoteLineRecord[]> {
      if (versionIds.length === 0) return [];
      return db
        .selectFrom('quoteLines')
        .selectAll()
        .where('quoteVersionId', 'in', versionIds)
        .orderBy('quoteVersionId')
        .orderBy('position')
        .execute();
    },

    async responses(quoteId: number): Promise<QuoteResponseRecord[]> {
      return db
        .selectFrom('quoteResponses as r')
        .leftJoin('users as u', 'u.id', 'r.userId')
        .leftJoin('users as b', 'b.id', 'r.onBehalfOfId')
        .select([
          'r.id',
          'r.quoteId',
          'r.version',
          'r.action',
          'r.typedName',
          'r.message',
          'r.userId',
          'u.firstName as userFirst',
          'u.lastName as userLast',
          'r.onBehalfOfId',
          'b.firstName as behalfFirst',
          'b.lastName as behalfLast',
          'r.ipAddress',
          'r.userAgent',
          'r.contentHash',
          'r.createdAt',
        ])
        .where('r.quoteId', '=', quoteId)
        .orderBy('r.id', 'desc')
        .execute()
        .then((rows) =>
          rows.map(({ userFirst, userLast, behalfFirst, behalfLast, ...row }) => ({
            ...row,
            userName: userFirst === null ? null : `${userFirst} ${userLast ?? ''}`.trim(),
            onBehalfOfName: behalfFirst === null ? null : `${behalfFirst} ${behalfLast ?? ''}`.trim(),
          })),
        );
    },

    /**
     * A list with each quote's current version's total and last day; `sentOnly` leaves out quotes
     * never sent (what a client sees), and then the figures are the newest sent version's.
     */
    async list(filter: {
      status?: QuoteStatus | undefined;
      contactRequestId?: number | undefined;
      clientId?: number | undefined;
      sentOnly?: boolean;
    }): Promise<QuoteListRow[]> {
      let query = db
        .selectFrom('quotes')
        .innerJoin('quoteVersions as v', 'v.quoteId', 'quotes.id')
        .select([
          'quotes.id',
          'quotes.status',
          'quotes.recipientName',
          'quotes.currentVersion',
          'quotes.contactRequestId',
          'quotes.createdAt',
          'v.totalCents',
          'v.validUntil',
          'v.sentAt',
          'v.version',
        ]);
      if (filter.sentOnly) {
        query = query
          .where('v.sentAt', 'is not', null)
          .where(({ selectFrom, not, exists }) =>
            not(
              exists(
                selectFrom('quoteVersions as newer')
                  .select('newer.id')
                  .whereRef('newer.quoteId', '=', 'quotes.id')
                  .where('newer.sentAt', 'is not', null)
                  .whereRef('newer.version', '>', 'v.version'),
              ),
            ),
          );
      } else {
        query = query.whereRef('v.version', '=', 'quotes.currentVersion');
      }
      if (filter.status) query = query.where('quotes.status', '=', filter.status);
      if (filter.contactRequestId !== undefined)
        query = query.where('quotes.contactRequestId', '=', filter.contactRequestId);
      if (filter.clientId !== undefined) query = query.where('quotes.clientId', '=', filter.clientId);
      const rows = await query.orderBy('quotes.id', 'desc').limit(500).execute();
      return rows.map(({ version: _version, ...row }) => row);
    },

    /** Replaces the draft version's content; undefined when that version is no longer a draft. */
    async saveDraft(quoteId: number, version: number, content: VersionContent): Promise<boolean> {
      return inGivenTransaction(db, async (trx) => {
        const draft = await trx
          .selectFrom('quoteVersions')
          .innerJoin('quotes', 'quotes.id', 'quoteVersions.quoteId')
          .select('quoteVersions.id')
          .where('quoteVersions.quoteId', '=', quoteId)
          .where('quoteVersions.version', '=', version)
          .where('quoteVersions.sentAt', 'is', null)
          .where('quotes.status', '=', 'draft')
          .whereRef('quotes.currentVersion', '=', 'quoteVersions.version')
          .executeTakeFirst();
        if (!draft) return false;
        const { lines, ...fields } = content;
        await trx.updateTable('quoteVersions').set(fields).where('id', '=', draft.id).execute();
        await trx.deleteFrom('quoteLines').where('quoteVersionId', '=', draft.id).execute();
        await insertLines(trx, draft.id, lines);
        await trx.updateTable('quotes').set({ updatedAt: nowIso() }).where('id', '=', quoteId).execute();
        return true;
      });
    },

    /** Sending the draft: the version is stamped, the quote is `sent`, and only the new link opens it. */
    async markSent(quoteId: number, version: number, linkTokenHash: string): Promise<boolean> {
      return inGivenTransaction(db, async (trx) => {
        const now = nowIso();
        const updated = await trx
          .updateTable('quotes')
          .set({ status: 'sent', linkTokenHash, updatedAt: now })
          .where('id', '=', quoteId)
          .where('currentVersion', '=', version)
          .where('status', '=', 'draft')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('quoteVersions')
          .set({ sentAt: now })
          .where('quoteId', '=', quoteId)
          .where('version', '=', version)
          .execute();
        return true;
      });
    },

    /** A new draft version, a copy of the current one (its lines, notes, last day and deposit). */
    async newVersion(quoteId: number, from: number, createdById: number): Promise<boolean> {
      return inGivenTransaction(db, async (trx) => {
        const updated = await trx
          .updateTable('quotes')
          .set({ currentVersion: from + 1, status: 'draft', updatedAt: nowIso() })
          .where('id', '=', quoteId)
          .where('currentVersion', '=', from)
          .where('status', '!=', 'draft')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        const source = await trx
          .selectFrom('quoteVersions')
          .selectAll()
          .where('quoteId', '=', quoteId)
          .where('version', '=', from)
          .executeTakeFirstOrThrow();
        const created = await trx
          .insertInto('quoteVersions')
          .values({
            quoteId,
            version: from + 1,
            notes: source.notes,
            validUntil: source.validUntil,
            subtotalCents: source.subtotalCents,
            discountCents: source.discountCents,
            totalCents: source.totalCents,
            depositCents: source.depositCents,
            depositPercentBp: source.depositPercentBp,
            contentHash: source.contentHash,
            createdById,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const lines = await trx
          .selectFrom('quoteLines')
          .selectAll()
          .where('quoteVersionId', '=', source.id)
          .orderBy('position')
          .execute();
        await insertLines(
          trx,
          created.id,
          lines.map(({ id: _id, quoteVersionId: _v, ...line }) => line),
        );
        return true;
      });
    },

    /**
     * Records an answer and moves the quote to its new status, only if the quote is still open on that
     * version (someone quicker, or staff making a new version, gets false and nothing is written).
     */
    async respond(response: NewResponse, status: QuoteStatus): Promise<boolean> {
      return inGivenTransaction(db, async (trx) => {
        const updated = await trx
          .updateTable('quotes')
          .set({ status, updatedAt: nowIso() })
          .where('id', '=', response.quoteId)
          .where('currentVersion', '=', response.version)
          .where('status', 'in', ['sent', 'changes_requested'])
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        await trx.insertInto('quoteResponses').values(response).execute();
        return true;
      });
    },

    async withdraw(quoteId: number): Promise<boolean> {
      const updated = await db
        .updateTable('quotes')
        .set({ status: 'withdrawn', linkTokenHash: null, updatedAt: nowIso() })
        .where('id', '=', quoteId)
        .where('status', '!=', 'withdrawn')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Links the appointment an approved quote was scheduled as; false when it already has one. */
    async setAppointment(quoteId: number, appointmentId: number): Promise<boolean> {
      const updated = await db
        .updateTable('quotes')
        .set({ appointmentId, updatedAt: nowIso() })
        .where('id', '=', quoteId)
        .where('appointmentId', 'is', null)
        .where('status', '=', 'approved')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
