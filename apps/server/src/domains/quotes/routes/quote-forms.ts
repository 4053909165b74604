import { quoteApproveSchema, quoteChangesSchema } from '@ta/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import type { AnyOperation } from '../../../http/operations.js';
import { clientQuoteOperations } from './client-quotes.js';
import { quoteLinkOperations } from './quote-links.js';
import { doPageForm, formDataOf, inPageLanguage, sentForm, type PageForm } from '../../../http/page-forms/page-form.js';

const APPROVE = { form: 'quote-approve', schema: quoteApproveSchema } satisfies PageForm<typeof quoteApproveSchema>;
const CHANGES = { form: 'quote-changes', schema: quoteChangesSchema } satisfies PageForm<typeof quoteChangesSchema>;

/**
 * A quote's two answers without JavaScript (docs/quotes.md): Approve (the typed name) and Ask for
 * changes (the message), on the client area's page and on the e-mailed link's. Checked with the React
 * forms' schemas and done by the JSON routes' operations for the visitor; done, the browser goes back to the page,
 * which shows the answer (`?answered=…`); refused (a changed or expired quote), the page is shown
 * again with the message.
 */
const quoteForms: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const area = clientQuoteOperations(app, config);
  const link = quoteLinkOperations(app, config);

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    page: string,
    ops: { approve: AnyOperation; changes: AnyOperation },
    params: Record<string, string>,
  ) {
    const data = formDataOf(request.body);
    const spec: PageForm<typeof quoteApproveSchema | typeof quoteChangesSchema> =
      sentForm(data) === CHANGES.form ? CHANGES : APPROVE;
    const approving = spec.form === APPROVE.form;
    const op = approving ? ops.approve : ops.changes;
    const course = await doPageForm(request, reply, {
      spec,
      data,
      op,
      input: (body) => ({ params, body }),
      signInThenBackTo: page,
    });
    if (!course.done) return course.sent;
    const done = approving ? 'approved' : 'changes';
    return reply.redirect(inPageLanguage(request, `${page}?answered=${done}`), 303);
  }

  app.post<{ Params: { id: string } }>('/quotes/:id', async (request, reply) => {
    const { id } = request.params;
    return answer(request, reply, `/quotes/${encodeURIComponent(id)}`, area, { id });
  });

  app.post<{ Params: { token: string } }>('/quote/:token', async (request, reply) => {
    const { token } = request.params;
    return answer(request, reply, `/quote/${encodeURIComponent(token)}`, link, { token });
  });
};

export default quoteForms;
