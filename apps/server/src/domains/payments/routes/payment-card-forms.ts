import { autopayChoiceSchema, paymentCardFormSchema, type PageFormId } from '@ta/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { doPageForm, formDataOf, inPageLanguage, type PageForm } from '../../../http/page-forms/page-form.js';
import { PAYMENT_CARD_PAGE } from '../payment-card.js';
import { paymentCardOperations } from './payment-card.js';

const SETUP = { form: 'payment-card-setup', schema: paymentCardFormSchema } satisfies PageForm<
  typeof paymentCardFormSchema
>;
const REMOVE = { form: 'payment-card-remove', schema: paymentCardFormSchema } satisfies PageForm<
  typeof paymentCardFormSchema
>;
const AUTOPAY_ON = { form: 'payment-card-autopay-on', schema: autopayChoiceSchema } satisfies PageForm<
  typeof autopayChoiceSchema
>;
const AUTOPAY_OFF = { form: 'payment-card-autopay-off', schema: autopayChoiceSchema } satisfies PageForm<
  typeof autopayChoiceSchema
>;

/** The word the account page reads after a form's work, to say what was done beside the section. */
export const PAYMENT_CARD_RESULT_PARAM = 'card';

/** The forms of the account page's card section, by the id each sends. */
export const PAYMENT_CARD_FORMS: readonly PageFormId[] = [SETUP.form, REMOVE.form, AUTOPAY_ON.form, AUTOPAY_OFF.form];

/**
 * The account page's "Payment card and autopay" without JavaScript (decision 077): each button is a
 * form posted to the page, done by the JSON route's operation for the visitor (the same holder-only
 * check: a trusted contact is refused). Save or replace goes on to Stripe's page (303); autopay on
 * (the box ticked under the words the page showed, whose version the form carries), off, and remove
 * come back to the page with the outcome in words. A refusal shows the page again with its message
 * beside the form; signed out, the sign-in page, then back.
 */
export function paymentCardForm(app: FastifyInstance, config: AppConfig) {
  const ops = paymentCardOperations(app, config);
  return async function sendPaymentCardForm(
    request: FastifyRequest,
    reply: FastifyReply,
    sent: string,
  ): Promise<FastifyReply> {
    const data = formDataOf(request.body);
    const back = (outcome: string) =>
      reply.redirect(inPageLanguage(request, `${PAYMENT_CARD_PAGE}?${PAYMENT_CARD_RESULT_PARAM}=${outcome}`), 303);
    if (sent === SETUP.form || sent === REMOVE.form) {
      const setup = sent === SETUP.form;
      const course = await doPageForm(request, reply, {
        spec: setup ? SETUP : REMOVE,
        data,
        op: setup ? ops.setup : ops.remove,
        // The language of Stripe's page and of the page it comes back to: this page's.
        input: () => ({ body: setup ? {} : undefined }),
        signInThenBackTo: PAYMENT_CARD_PAGE,
      });
      if (!course.done) return course.sent;
      return setup ? reply.redirect((course.answer.body as { url: string }).url, 303) : back('removed');
    }
    const on = sent === AUTOPAY_ON.form;
    const course = await doPageForm(request, reply, {
      spec: on ? AUTOPAY_ON : AUTOPAY_OFF,
      data,
      op: ops.autopay,
      // Which button was pressed decides on or off, whatever else the form carries.
      input: (payload) => ({ body: { ...payload, autopay: on } }),
      signInThenBackTo: PAYMENT_CARD_PAGE,
    });
    if (!course.done) return course.sent;
    return back(on ? 'autopay-on' : 'autopay-off');
  };
}
