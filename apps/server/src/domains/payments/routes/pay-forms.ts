import { cardPayInputSchema } from '@ta/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import type { AnyOperation } from '../../../http/operations.js';
import { doPageForm, formDataOf, type PageForm } from '../../../http/page-forms/page-form.js';
import { clientCardPaymentOperations } from './client-card-payments.js';
import { payLinkOperations } from './pay-links.js';

const PAY = { form: 'invoice-pay', schema: cardPayInputSchema } satisfies PageForm<typeof cardPayInputSchema>;

/**
 * Pay by card without JavaScript (docs/payments.md): the button is a form posted to its page, on the
 * client's invoice page and on the e-mailed pay link's page. Done by the JSON routes' operations for
 * the visitor; done, the browser goes on to Stripe's page (303); refused, the page is shown again with
 * the message (already paid, card payments down).
 */
const payForms: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const area = clientCardPaymentOperations(app, config);
  const link = payLinkOperations(app, config);

  async function pay(
    request: FastifyRequest,
    reply: FastifyReply,
    page: string,
    op: AnyOperation,
    params: Record<string, string>,
  ) {
    const course = await doPageForm(request, reply, {
      spec: PAY,
      data: formDataOf(request.body),
      op,
      input: (body) => ({ params, body }),
      signInThenBackTo: page,
    });
    if (!course.done) return course.sent;
    return reply.redirect((course.answer.body as { url: string }).url, 303);
  }

  app.post<{ Params: { id: string } }>('/invoices/:id', async (request, reply) => {
    const { id } = request.params;
    return pay(request, reply, `/invoices/${encodeURIComponent(id)}`, area.pay, { id });
  });

  app.post<{ Params: { token: string } }>('/pay/:token', async (request, reply) => {
    const { token } = request.params;
    return pay(request, reply, `/pay/${encodeURIComponent(token)}`, link.pay, { token });
  });
};

export default payForms;
