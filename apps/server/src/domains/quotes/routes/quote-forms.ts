import { quoteApproveSchema, quoteChangesSchema, signInPathFor } from '@ta/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { callApiAs } from '../../../lib/api-as-visitor.js';
import {
  checkPageForm,
  formDataOf,
  inPageLanguage,
  refusalOf,
  refusalStatus,
  renderResult,
  sentForm,
  succeeded,
  type PageForm,
} from '../../../http/page-forms/page-form.js';

const APPROVE = { form: 'quote-approve', schema: quoteApproveSchema } satisfies PageForm<typeof quoteApproveSchema>;
const CHANGES = { form: 'quote-changes', schema: quoteChangesSchema } satisfies PageForm<typeof quoteChangesSchema>;

/**
 * A quote's two answers without JavaScript (docs/quotes.md): Approve (the typed name) and Ask for
 * changes (the message), on the client area's page and on the e-mailed link's. Checked with the React
 * forms' schemas and done by the JSON route as the visitor; done, the browser goes back to the page,
 * which shows the answer (`?answered=…`); refused (a changed or expired quote), the page is shown
 * again with the message.
 */
const quoteForms: FastifyPluginAsync = async (app) => {
  async function answer(request: FastifyRequest, reply: FastifyReply, page: string, api: string) {
    const data = formDataOf(request.body);
    const spec: PageForm<typeof quoteApproveSchema | typeof quoteChangesSchema> =
      sentForm(data) === CHANGES.form ? CHANGES : APPROVE;
    const checked = checkPageForm(spec, data);
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const approving = spec.form === APPROVE.form;
    const action = approving ? 'approve' : 'changes';
    const sent = await callApiAs(app, request, { method: 'POST', url: `${api}/${action}`, body: checked.payload });
    if (sent.status === 401) return reply.redirect(inPageLanguage(request, signInPathFor(page)), 303);
    if (!succeeded(sent)) {
      return renderResult(app, request, reply, refusalOf(spec, checked.values, sent), refusalStatus(sent));
    }
    const done = approving ? 'approved' : 'changes';
    return reply.redirect(inPageLanguage(request, `${page}?answered=${done}`), 303);
  }

  app.post<{ Params: { id: string } }>('/quotes/:id', async (request, reply) => {
    const id = encodeURIComponent(request.params.id);
    return answer(request, reply, `/quotes/${id}`, `/api/quotes/${id}`);
  });

  app.post<{ Params: { token: string } }>('/quote/:token', async (request, reply) => {
    const token = encodeURIComponent(request.params.token);
    return answer(request, reply, `/quote/${token}`, `/api/quote-links/${token}`);
  });
};

export default quoteForms;
