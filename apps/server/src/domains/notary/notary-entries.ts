import {
  addDaysToDate,
  BILLING_MESSAGES,
  businessToday,
  NOTARY_MESSAGES,
  type NotaryChoices,
  type NotaryEntry,
  type NotaryEntryInput,
  type NotaryJournalList,
  type NotaryRangeQuery,
} from '@ta/shared';
import { badRequest, conflict, foundOr404, notFound } from '../../lib/http-errors.js';
import { mailIntl } from '../../i18n/mail-intl.js';
import type { UserRecord } from '../accounts/index.js';
import type { Repositories } from '../repositories.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './notary-events.js';
import { renderNotaryJournalPdf } from './notary-journal-pdf.js';
import type { NotaryEntryRecord } from './notary-journal-repository.js';
import { isSameBusinessDay, journalCsv, journalRange, NOTARY_ID_PURPOSE, notaryEntryView } from './notary-journal.js';

/**
 * The notary journal's entries (docs/notary-journal.md): the ID number is sealed (`ctx.secretBox`) on the way
 * in; lists and exports show it masked; the reveal gives it to one admin for one entry. Every write,
 * every reading of a number and every export is an activity event, stored with what it tells of.
 */

async function existing(repos: Repositories, id: number): Promise<NotaryEntryRecord> {
  return foundOr404(await repos.notaryJournal.find(id), 'notary_entry_not_found');
}

async function view({ repos, secretBox }: ServiceContext, record: NotaryEntryRecord): Promise<NotaryEntry> {
  const corrections = await repos.notaryJournal.correctionsOf([record.id]);
  return notaryEntryView(record, corrections.get(record.id) ?? [], secretBox);
}

async function viewsBetween({ repos, secretBox }: ServiceContext, start: Date, end: Date): Promise<NotaryEntry[]> {
  const records = await repos.notaryJournal.between(start, end);
  const corrections = await repos.notaryJournal.correctionsOf(records.map((r) => r.id));
  const now = new Date();
  return records.map((r) => notaryEntryView(r, corrections.get(r.id) ?? [], secretBox, now));
}

async function checkAppointment(repos: Repositories, input: NotaryEntryInput): Promise<void> {
  if (input.appointmentId !== null && !(await repos.notaryJournal.appointmentExists(input.appointmentId))) {
    throw badRequest('notary_appointment_not_found', { appointmentId: NOTARY_MESSAGES.appointmentNotFound });
  }
}

const columns = ({ fee, idNumber: _clear, correctsEntryId: _corrects, ...rest }: NotaryEntryInput) => ({
  ...rest,
  feeCents: fee,
});

/** A month, a range of days, or this month: its entries. */
export async function journalEntries(ctx: ServiceContext, query: NotaryRangeQuery): Promise<NotaryJournalList> {
  const range = journalRange(query);
  return { from: range.from, to: range.to, entries: await viewsBetween(ctx, range.start, range.end) };
}

/** The fee per signature and the Notary Services appointments of the last two weeks and the next day. */
export async function notaryChoices(ctx: ServiceContext): Promise<NotaryChoices> {
  const today = businessToday();
  const fee = await ctx.repos.priceList.firstOfKind('notary');
  return {
    feePerSignatureCents: fee?.amountCents ?? null,
    appointments: await ctx.repos.notaryJournal.notaryAppointments(addDaysToDate(today, -14), addDaysToDate(today, 1)),
  };
}

/** A new entry, or a correction of an earlier one. */
export async function addNotaryEntry(
  ctx: ServiceContext,
  user: UserRecord,
  input: NotaryEntryInput,
): Promise<NotaryEntry> {
  return ctx.inTransaction(async (tx) => {
    if (input.correctsEntryId !== null && !(await tx.repos.notaryJournal.find(input.correctsEntryId))) {
      throw badRequest('notary_corrected_not_found');
    }
    await checkAppointment(tx.repos, input);
    const id = await tx.repos.notaryJournal.create(
      {
        ...columns(input),
        correctsEntryId: input.correctsEntryId,
        idNumberSealed: input.idNumber ? tx.secretBox.seal(input.idNumber, NOTARY_ID_PURPOSE) : null,
      },
      user.id,
      new Date(),
    );
    await tx.repos.events.record(activity.notaryEntryAdded(user, { id, correctsEntryId: input.correctsEntryId }));
    return view(tx, await existing(tx.repos, id));
  });
}

/** A same-day edit; from the next New York day on, only a correction entry. */
export async function editNotaryEntry(
  ctx: ServiceContext,
  user: UserRecord,
  id: number,
  input: NotaryEntryInput,
): Promise<NotaryEntry> {
  return ctx.inTransaction(async (tx) => {
    const record = await existing(tx.repos, id);
    if (!isSameBusinessDay(record.createdAt)) throw conflict('notary_locked');
    const byDocument = input.idMethod === 'id_document';
    if (byDocument && !input.idNumber && !record.idNumberSealed) {
      throw badRequest('notary_id_number_required', { idNumber: BILLING_MESSAGES.idNumberRequired });
    }
    await checkAppointment(tx.repos, input);
    // A blank number on an edit keeps the one on file; another method drops it.
    const idNumberSealed = !byDocument
      ? null
      : input.idNumber
        ? tx.secretBox.seal(input.idNumber, NOTARY_ID_PURPOSE)
        : undefined;
    await tx.repos.notaryJournal.update(
      record.id,
      { ...columns(input), ...(idNumberSealed === undefined ? {} : { idNumberSealed }) },
      new Date(),
    );
    await tx.repos.events.record(activity.notaryEntryChanged(user, record));
    return view(tx, await existing(tx.repos, record.id));
  });
}

/** The full number, to one admin, for one entry; the reading is recorded, the number is not. */
export async function revealIdNumber(ctx: ServiceContext, user: UserRecord, id: number): Promise<{ idNumber: string }> {
  return ctx.inTransaction(async (tx) => {
    const record = await existing(tx.repos, id);
    if (!record.idNumberSealed) throw notFound('notary_no_id_number');
    const idNumber = tx.secretBox.open(record.idNumberSealed, NOTARY_ID_PURPOSE);
    await tx.repos.events.record(activity.notaryIdNumberRead(user, record));
    return { idNumber };
  });
}

/**
 * The journal of a range as a file for `user`, in their language: the export is recorded with the entries
 * read; the PDF is drawn after.
 */
export async function exportJournal(
  ctx: ServiceContext,
  user: UserRecord,
  query: NotaryRangeQuery,
  format: 'csv' | 'pdf',
) {
  const range = journalRange(query);
  const entries = await ctx.inTransaction(async (tx) => {
    const read = await viewsBetween(tx, range.start, range.end);
    await tx.repos.events.record(activity.notaryJournalExported(user, range, format === 'csv' ? 'CSV' : 'PDF'));
    return read;
  });
  const fileName = mailIntl(user.language).t('notary.file-name', { from: range.from, to: range.to, extension: format });
  if (format === 'csv') {
    return { fileName, type: 'text/csv; charset=utf-8', body: journalCsv(entries, user.language) };
  }
  const pdf = await renderNotaryJournalPdf(entries, range, {
    name: `${user.firstName} ${user.lastName}`,
    language: user.language,
  });
  return { fileName, type: 'application/pdf', body: pdf };
}
