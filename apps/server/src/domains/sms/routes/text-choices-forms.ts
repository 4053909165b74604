import { textKindsFormSchema, textsOffFormSchema, textsOnFormSchema, type PageFormId } from '@ta/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { doPageForm, formDataOf, inPageLanguage, type PageForm } from '../../../http/page-forms/page-form.js';
import { textChoicesOperations } from './text-choices.js';

const ON = { form: 'texts-on', schema: textsOnFormSchema } satisfies PageForm<typeof textsOnFormSchema>;
const KINDS = { form: 'texts-kinds', schema: textKindsFormSchema } satisfies PageForm<typeof textKindsFormSchema>;
const OFF = { form: 'texts-off', schema: textsOffFormSchema } satisfies PageForm<typeof textsOffFormSchema>;

/** The account page the texts are chosen on. */
export const TEXTS_PAGE = '/profile';
/** The word the account page reads after a form's work, to say what was done beside the section. */
export const TEXTS_RESULT_PARAM = 'texts';

/** The forms of the account page's texts section, by the id each sends. */
export const TEXTS_FORMS: readonly PageFormId[] = [ON.form, KINDS.form, OFF.form];

/**
 * The account page's "Text messages" without JavaScript (docs/sms.md): each form is posted to the page,
 * checked with the React form's schema and done by the JSON route's operation for the visitor (the same
 * holder-only check). Done, back to the page with the outcome in words (`?texts=on|saved|off`); refused,
 * the page again with the message beside the field; signed out, the sign-in page, then back.
 */
export function textChoicesForm(app: FastifyInstance, config: AppConfig) {
  const ops = textChoicesOperations(app, config);
  return async function sendTextChoicesForm(
    request: FastifyRequest,
    reply: FastifyReply,
    sent: string,
  ): Promise<FastifyReply> {
    const data = formDataOf(request.body);
    const back = (outcome: string) =>
      reply.redirect(inPageLanguage(request, `${TEXTS_PAGE}?${TEXTS_RESULT_PARAM}=${outcome}`), 303);
    const course =
      sent === ON.form
        ? await doPageForm(request, reply, { spec: ON, data, op: ops.on, signInThenBackTo: TEXTS_PAGE })
        : sent === KINDS.form
          ? await doPageForm(request, reply, { spec: KINDS, data, op: ops.kinds, signInThenBackTo: TEXTS_PAGE })
          : await doPageForm(request, reply, {
              spec: OFF,
              data,
              op: ops.off,
              input: () => ({}),
              signInThenBackTo: TEXTS_PAGE,
            });
    if (!course.done) return course.sent;
    return back(sent === ON.form ? 'on' : sent === KINDS.form ? 'saved' : 'off');
  };
}
