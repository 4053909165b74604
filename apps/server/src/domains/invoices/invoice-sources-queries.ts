import type { LineInput, JobItemInput, Locale } from '@ta/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The visit an invoice is made for, with whom to bill (the client's account when there is one). */
export interface InvoiceAppointment {
  id: number;
  status: string;
  clientId: number | null;
  recipientName: string;
  recipientEmail: string;
  language: Locale;
  cancelledLate: boolean;
  workStartedAt: string | null;
  workEndedAt: string | null;
}

export interface ApprovedQuote {
  quoteId: number;
  version: number;
  lines: LineInput[];
}

/**
 * What an invoice is made from (docs/invoices.md, "Making an invoice"): the visit and its client, the
 * approved quote's current version, the time on the job and the items bought. Read-only: the quote
 * and time-on-the-job screens own these rows.
 */
export function createInvoiceSourcesQueries(db: Kysely<Database>) {
  return {
    async appointment(id: number): Promise<InvoiceAppointment | undefined> {
      const row = await db
        .selectFrom('appointments as a')
        .leftJoin('users as u', 'u.id', 'a.clientId')
        .select([
          'a.id',
          'a.status',
          'a.clientId',
          'a.clientName',
          'a.clientEmail',
          'a.cancelledLate',
          'a.workStartedAt',
          'a.workEndedAt',
          'u.firstName',
          'u.lastName',
          'u.email as userEmail',
          'u.language',
        ])
        .where('a.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const accountName = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
      return {
        id: row.id,
        status: row.status,
        clientId: row.clientId,
        recipientName: accountName || row.clientName,
        recipientEmail: row.userEmail ?? row.clientEmail,
        language: row.language ?? 'en',
        cancelledLate: Boolean(row.cancelledLate),
        workStartedAt: row.workStartedAt,
        workEndedAt: row.workEndedAt,
      };
    },

    /** The visit's day (yyyy-MM-dd), for a line of a standing visit's monthly invoice. */
    async appointmentDay(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('appointments').select('appointmentDate').where('id', '=', id).executeTakeFirst();
      return row?.appointmentDate;
    },

    /** Whether the visit is one of a standing visit billed by the month (its own invoice is then refused). */
    async billedMonthly(appointmentId: number): Promise<boolean> {
      const row = await db
        .selectFrom('servicePlanDays as d')
        .innerJoin('servicePlans as p', 'p.id', 'd.planId')
        .select('d.id')
        .where('d.appointmentId', '=', appointmentId)
        .where('p.billing', '=', 'monthly')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The approved quote scheduled as this visit: its current version's lines, in order. */
    async approvedQuote(appointmentId: number): Promise<ApprovedQuote | undefined> {
      const quote = await db
        .selectFrom('quotes as q')
        .innerJoin('quoteVersions as v', (join) =>
          join.onRef('v.quoteId', '=', 'q.id').onRef('v.version', '=', 'q.currentVersion'),
        )
        .select(['q.id', 'v.id as versionId', 'v.version'])
        .where('q.appointmentId', '=', appointmentId)
        .where('q.status', '=', 'approved')
        .orderBy('q.id', 'desc')
        .executeTakeFirst();
      if (!quote) return undefined;
      const lines = await db
        .selectFrom('quoteLines')
        .select(['kind', 'description', 'quantityHundredths', 'unitCents', 'minutes', 'percentBp'])
        .where('quoteVersionId', '=', quote.versionId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return { quoteId: quote.id, version: quote.version, lines };
    },

    async jobItems(appointmentId: number): Promise<JobItemInput[]> {
      return db
        .selectFrom('jobItems')
        .select(['kind', 'description', 'amountCents'])
        .where('appointmentId', '=', appointmentId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },
  };
}

export type InvoiceSourcesQueries = ReturnType<typeof createInvoiceSourcesQueries>;
