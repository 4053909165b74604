import {
  afterSignInPath,
  EMAIL_SIGN_IN_PATHS,
  emailSignInCodeSchema,
  emailSignInLinkSchema,
  emailSignInRequestSchema,
  NEXT_PARAM,
  sessionUserSchema,
} from '@ta/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { perform, type Answer } from '../../../http/operations.js';
import {
  checkPageForm,
  formDataOf,
  inSignedInLanguage,
  refusalOf,
  refusalStatus,
  renderResult,
  succeeded,
  type PageForm,
} from '../../../http/page-forms/page-form.js';
import { emailSignInOperations } from './email-sign-in.js';

const REQUEST = {
  form: 'email-sign-in',
  schema: emailSignInRequestSchema,
  fromUrl: ['next'],
} satisfies PageForm<typeof emailSignInRequestSchema>;
const CODE = {
  form: 'sign-in-code',
  schema: emailSignInCodeSchema,
  secret: ['code'],
} satisfies PageForm<typeof emailSignInCodeSchema>;
const LINK = {
  form: 'sign-in-link',
  schema: emailSignInLinkSchema,
  fromUrl: ['token'],
} satisfies PageForm<typeof emailSignInLinkSchema>;

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Signed in (the session's cookie is on the reply): on to the `next` page or the client's landing page. */
function signedIn(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  const user = sessionUserSchema.parse(answer.body);
  return reply.redirect(
    inSignedInLanguage(request, user, afterSignInPath(user.role, queryValue(request, NEXT_PARAM))),
    303,
  );
}

/**
 * /sign-in/email, /sign-in/code and /sign-in/link without JavaScript (docs/sign-in.md). The code is
 * never sent back into the page, and the link's token stays in the page's URL. Each is done by its
 * JSON route's operation for the visitor, whose cookies (the asker's, the session's) are set on the
 * page's reply.
 */
const emailSignInForms: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const ops = emailSignInOperations(app, config);

  // The same neutral answer as the JSON call, shown in place of the form with the code form under it.
  app.post(EMAIL_SIGN_IN_PATHS.request, async (request, reply) => {
    const checked = checkPageForm(REQUEST, formDataOf(request.body), { next: queryValue(request, NEXT_PARAM) ?? '' });
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    // The asking browser gets its cookie, so this browser can still use its code when strangers guess.
    const answer = await perform(ops.ask, request, reply, { body: checked.payload });
    const result = succeeded(answer)
      ? { form: REQUEST.form, values: checked.values, errors: {}, message: null, outcome: answer.body }
      : refusalOf(REQUEST, checked.values, answer);
    return renderResult(app, request, reply, result, succeeded(answer) ? 200 : refusalStatus(answer));
  });

  app.post(EMAIL_SIGN_IN_PATHS.code, async (request, reply) => {
    const checked = checkPageForm(CODE, formDataOf(request.body));
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const answer = await perform(ops.code, request, reply, { body: checked.payload });
    if (!succeeded(answer)) {
      return renderResult(app, request, reply, refusalOf(CODE, checked.values, answer), refusalStatus(answer));
    }
    return signedIn(request, reply, answer);
  });

  // Only this post signs in: opening the link (a GET, as mail scanners do) shows a button.
  app.post(EMAIL_SIGN_IN_PATHS.link, async (request, reply) => {
    const checked = checkPageForm(LINK, formDataOf(request.body), { token: queryValue(request, 'token') ?? '' });
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const answer = await perform(ops.link, request, reply, { body: checked.payload });
    if (!succeeded(answer)) {
      return renderResult(app, request, reply, refusalOf(LINK, checked.values, answer), refusalStatus(answer));
    }
    return signedIn(request, reply, answer);
  });
};

export default emailSignInForms;
