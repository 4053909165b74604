import {
  addDaysToDate,
  BILLING_MESSAGES,
  businessToday,
  NOTARY_MESSAGES,
  notaryChoicesSchema,
  notaryEntryEditSchema,
  notaryEntryInputSchema,
  notaryEntrySchema,
  notaryIdNumberSchema,
  notaryJournalListSchema,
  notaryRangeQuerySchema,
  type NotaryEntry,
  type NotaryEntryInput,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../accounts/index.js';
import { badRequest, conflict, notFound } from '../../../lib/http-errors.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import type { NotaryEntryRecord } from '../notary-journal-repository.js';
import * as activity from '../notary-events.js';
import { renderNotaryJournalPdf } from '../notary-journal-pdf.js';
import { isSameBusinessDay, journalCsv, journalRange, NOTARY_ID_PURPOSE, notaryEntryView } from '../notary-journal.js';
import { mailIntl } from '../../../i18n/mail-intl.js';

const params = z.object({ id: z.string().max(20) });

/**
 * The notary journal (docs/notary-journal.md), admins only (the folder's guard; answers are
 * private, no-store). The ID number is sealed on the way in; lists and exports show it masked; the
 * reveal call returns it to one admin for one entry, and records that it was read, without it.
 */
const notaryJournalRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.notaryJournal;
  const entryId = (raw: string) => routeIdOr404(raw, 'notary_entry_not_found');

  async function existing(id: number): Promise<NotaryEntryRecord> {
    const record = await repo.find(id);
    if (!record) throw notFound('notary_entry_not_found');
    return record;
  }
  async function view(record: NotaryEntryRecord): Promise<NotaryEntry> {
    const corrections = await repo.correctionsOf([record.id]);
    return notaryEntryView(record, corrections.get(record.id) ?? [], app.secretBox);
  }
  async function viewsBetween(start: Date, end: Date): Promise<NotaryEntry[]> {
    const records = await repo.between(start, end);
    const corrections = await repo.correctionsOf(records.map((r) => r.id));
    const now = new Date();
    return records.map((r) => notaryEntryView(r, corrections.get(r.id) ?? [], app.secretBox, now));
  }
  async function checkAppointment(input: NotaryEntryInput): Promise<void> {
    if (input.appointmentId !== null && !(await repo.appointmentExists(input.appointmentId))) {
      throw badRequest('notary_appointment_not_found', { appointmentId: NOTARY_MESSAGES.appointmentNotFound });
    }
  }
  const seal = (number: string) => app.secretBox.seal(number, NOTARY_ID_PURPOSE);
  const columns = ({ fee, idNumber: _clear, correctsEntryId: _corrects, ...rest }: NotaryEntryInput) => ({
    ...rest,
    feeCents: fee,
  });

  app.get(
    '/admin/notary-journal',
    { schema: { querystring: notaryRangeQuerySchema, response: { 200: notaryJournalListSchema } } },
    async (request) => {
      const range = journalRange(request.query);
      return { from: range.from, to: range.to, entries: await viewsBetween(range.start, range.end) };
    },
  );

  /** The fee per signature and the Notary Services appointments of the last two weeks and the next day. */
  app.get('/admin/notary-journal/choices', { schema: { response: { 200: notaryChoicesSchema } } }, async () => {
    const today = businessToday();
    const fee = await app.repos.priceList.firstOfKind('notary');
    return {
      feePerSignatureCents: fee?.amountCents ?? null,
      appointments: await repo.notaryAppointments(addDaysToDate(today, -14), addDaysToDate(today, 1)),
    };
  });

  app.post(
    '/admin/notary-journal',
    { schema: { body: notaryEntryInputSchema, response: { 201: notaryEntrySchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      if (input.correctsEntryId !== null && !(await repo.find(input.correctsEntryId))) {
        throw badRequest('notary_corrected_not_found');
      }
      await checkAppointment(input);
      const id = await repo.create(
        {
          ...columns(input),
          correctsEntryId: input.correctsEntryId,
          idNumberSealed: input.idNumber ? seal(input.idNumber) : null,
        },
        user.id,
        new Date(),
      );
      await app.repos.events.record(activity.notaryEntryAdded(user, { id, correctsEntryId: input.correctsEntryId }));
      return reply.code(201).send(await view(await existing(id)));
    },
  );

  /** A same-day edit; from the next New York day on, only a correction entry. */
  app.put(
    '/admin/notary-journal/:id',
    { schema: { params, body: notaryEntryEditSchema, response: { 200: notaryEntrySchema } } },
    async (request) => {
      const user = currentUser(request);
      const record = await existing(entryId(request.params.id));
      if (!isSameBusinessDay(record.createdAt)) throw conflict('notary_locked');
      const input = request.body;
      const byDocument = input.idMethod === 'id_document';
      if (byDocument && !input.idNumber && !record.idNumberSealed) {
        throw badRequest('notary_id_number_required', { idNumber: BILLING_MESSAGES.idNumberRequired });
      }
      await checkAppointment(input);
      // A blank number on an edit keeps the one on file; another method drops it.
      const idNumberSealed = !byDocument ? null : input.idNumber ? seal(input.idNumber) : undefined;
      await repo.update(
        record.id,
        { ...columns(input), ...(idNumberSealed === undefined ? {} : { idNumberSealed }) },
        new Date(),
      );
      await app.repos.events.record(activity.notaryEntryChanged(user, record));
      return view(await existing(record.id));
    },
  );

  /** The full number, to one admin, for one entry; the reading is recorded, the number is not. */
  app.post(
    '/admin/notary-journal/:id/id-number',
    { schema: { params, response: { 200: notaryIdNumberSchema } } },
    async (request) => {
      const user = currentUser(request);
      const record = await existing(entryId(request.params.id));
      if (!record.idNumberSealed) throw notFound('notary_no_id_number');
      const idNumber = app.secretBox.open(record.idNumberSealed, NOTARY_ID_PURPOSE);
      await app.repos.events.record(activity.notaryIdNumberRead(user, record));
      return { idNumber };
    },
  );

  for (const format of ['csv', 'pdf'] as const) {
    app.get(
      `/admin/notary-journal/export.${format}`,
      { schema: { querystring: notaryRangeQuerySchema } },
      async (request, reply) => {
        const user = currentUser(request);
        const range = journalRange(request.query);
        const entries = await viewsBetween(range.start, range.end);
        const fileName = mailIntl(user.language).t('notary.file-name', {
          from: range.from,
          to: range.to,
          extension: format,
        });
        await app.repos.events.record(activity.notaryJournalExported(user, range, format === 'csv' ? 'CSV' : 'PDF'));
        reply.header('content-disposition', `attachment; filename="${fileName}"`);
        if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(journalCsv(entries, user.language));
        const pdf = await renderNotaryJournalPdf(entries, range, {
          name: `${user.firstName} ${user.lastName}`,
          language: user.language,
        });
        return reply.type('application/pdf').send(pdf);
      },
    );
  }
};

export default notaryJournalRoutes;
