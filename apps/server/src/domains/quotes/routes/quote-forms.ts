import { quoteApproveSchema, quoteChangesSchema, quoteDepositFormSchema, type QuoteApproval } from '@ta/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import type { AnyOperation } from '../../../http/operations.js';
import { clientQuoteOperations } from './client-quotes.js';
import { quoteLinkOperations } from './quote-links.js';
import { doPageForm, formDataOf, inPageLanguage, sentForm, type PageForm } from '../../../http/page-forms/page-form.js';

const APPROVE = { form: 'quote-approve', schema: quoteApproveSchema } satisfies PageForm<typeof quoteApproveSchema>;
const CHANGES = { form: 'quote-changes', schema: quoteChangesSchema } satisfies PageForm<typeof quoteChangesSchema>;
const DEPOSIT = { form: 'quote-deposit', schema: quoteDepositFormSchema } satisfies PageForm<
  typeof quoteDepositFormSchema
>;

type QuoteOps = { approve: AnyOperation; changes: AnyOperation; payDeposit: AnyOperation };

/**
 * A quote's forms without JavaScript (docs/quotes.md): Approve (the typed name), Ask for changes (the
 * message) and Pay the deposit by card, on the client area's page and on the e-mailed link's. Checked
 * with the React forms' schemas and done by the JSON routes' operations for the visitor. An approval
 * whose version asks a deposit payable by card, and the deposit's own button, go on to Stripe's page
 * (303); otherwise the browser goes back to the page, which shows the answer (`?answered=…`, with
 * `&deposit=office` when the office collects the deposit); refused (a changed or expired quote), the
 * page is shown again with the message.
 */
const quoteForms: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const area = clientQuoteOperations(app, config);
  const link = quoteLinkOperations(app, config);

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    page: string,
    ops: QuoteOps,
    params: Record<string, string>,
  ) {
    const data = formDataOf(request.body);
    const sent = sentForm(data);
    if (sent === DEPOSIT.form) {
      const course = await doPageForm(request, reply, {
        spec: DEPOSIT,
        data,
        op: ops.payDeposit,
        input: (body) => ({ params, body }),
        signInThenBackTo: page,
      });
      if (!course.done) return course.sent;
      return reply.redirect((course.answer.body as { url: string }).url, 303);
    }
    const spec: PageForm<typeof quoteApproveSchema | typeof quoteChangesSchema> =
      sent === CHANGES.form ? CHANGES : APPROVE;
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
    if (!approving) return reply.redirect(inPageLanguage(request, `${page}?answered=changes`), 303);
    const approval = course.answer.body as QuoteApproval;
    if (approval.depositCheckout) return reply.redirect(approval.depositCheckout.url, 303);
    const deposit = approval.deposit;
    const byOffice = deposit !== null && (deposit.paid?.amountCents ?? 0) < deposit.amountCents;
    return reply.redirect(
      inPageLanguage(request, `${page}?answered=approved${byOffice ? '&deposit=office' : ''}`),
      303,
    );
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
