import {
  notaryChoicesSchema,
  notaryEntryEditSchema,
  notaryEntryInputSchema,
  notaryEntrySchema,
  notaryIdNumberSchema,
  notaryJournalListSchema,
  notaryRangeQuerySchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import {
  addNotaryEntry,
  editNotaryEntry,
  exportJournal,
  journalEntries,
  notaryChoices,
  revealIdNumber,
} from '../notary-entries.js';

/**
 * The notary journal (docs/notary-journal.md), admins only (the folder's guard; answers are
 * private, no-store). The ID number is sealed on the way in; lists and exports show it masked; the
 * reveal call returns it to one admin for one entry, and records that it was read, without it.
 */
const notaryJournalRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  const entryId = (raw: string) => routeIdOr404(raw, 'notary_entry_not_found');

  app.get(
    '/admin/notary-journal',
    { schema: { querystring: notaryRangeQuerySchema, response: { 200: notaryJournalListSchema } } },
    async (request) => journalEntries(ctx, request.query),
  );

  /** The fee per signature and the Notary Services appointments of the last two weeks and the next day. */
  app.get('/admin/notary-journal/choices', { schema: { response: { 200: notaryChoicesSchema } } }, async () =>
    notaryChoices(ctx),
  );

  app.post(
    '/admin/notary-journal',
    { schema: { body: notaryEntryInputSchema, response: { 201: notaryEntrySchema } } },
    async (request, reply) => reply.code(201).send(await addNotaryEntry(ctx, currentUser(request), request.body)),
  );

  /** A same-day edit; from the next New York day on, only a correction entry. */
  app.put(
    '/admin/notary-journal/:id',
    { schema: { params: idParams, body: notaryEntryEditSchema, response: { 200: notaryEntrySchema } } },
    async (request) => editNotaryEntry(ctx, currentUser(request), entryId(request.params.id), request.body),
  );

  /** The full number, to one admin, for one entry; the reading is recorded, the number is not. */
  app.post(
    '/admin/notary-journal/:id/id-number',
    { schema: { params: idParams, response: { 200: notaryIdNumberSchema } } },
    async (request) => revealIdNumber(ctx, currentUser(request), entryId(request.params.id)),
  );

  for (const format of ['csv', 'pdf'] as const) {
    app.get(
      `/admin/notary-journal/export.${format}`,
      { schema: { querystring: notaryRangeQuerySchema } },
      async (request, reply) => {
        const file = await exportJournal(ctx, currentUser(request), request.query, format);
        reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
        return reply.type(file.type).send(file.body);
      },
    );
  }
};

export default notaryJournalRoutes;
