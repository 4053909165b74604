import {
  afterSignInPath,
  loginAnswerSchema,
  loginSchema,
  needsTwoStep,
  NEXT_PARAM,
  safeNextPath,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  sessionUserSchema,
  twoStepPath,
} from '@ta/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { perform } from '../../../http/operations.js';
import {
  checkPageForm,
  formDataOf,
  inPageLanguage,
  inSignedInLanguage,
  refusalOf,
  refusalStatus,
  renderResult,
  sentForm,
  succeeded,
  type PageForm,
} from '../../../http/page-forms/page-form.js';
import { loginOperations } from './login.js';
import { passwordResetOperations } from './password-reset.js';
import { registerOperations } from './register.js';

const LOGIN = { form: 'login', schema: loginSchema, secret: ['password'] } satisfies PageForm<typeof loginSchema>;
const REGISTER = {
  form: 'register',
  schema: registerSchema,
  secret: ['password', 'confirmPassword'],
} satisfies PageForm<typeof registerSchema>;
const FORGOT_PASSWORD = {
  form: 'forgot-password',
  schema: passwordResetRequestSchema,
} satisfies PageForm<typeof passwordResetRequestSchema>;
const RESET_PASSWORD = {
  form: 'reset-password',
  schema: passwordResetConfirmSchema,
  secret: ['password', 'confirmPassword'],
  fromUrl: ['token'],
} satisfies PageForm<typeof passwordResetConfirmSchema>;

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * /auth (log in, create an account), /forgot-password and /reset-password without JavaScript, each
 * done by its JSON route's operation for the visitor; a new session's cookie is set on the page's reply.
 */
const accountForms: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const { login } = loginOperations(app, config);
  const { register } = registerOperations(app, config);
  const reset = passwordResetOperations(app, config);

  // Signed in, the browser goes where the React forms send it: the `next` page or the role's landing page.
  app.post('/auth', async (request, reply) => {
    const data = formDataOf(request.body);
    const registering = (sentForm(data) ?? queryValue(request, 'tab')) === 'register';
    const spec = registering ? REGISTER : LOGIN;
    const checked = checkPageForm(spec, data);
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const answer = await perform(registering ? register : login, request, reply, { body: checked.payload });
    if (!succeeded(answer)) {
      return renderResult(app, request, reply, refusalOf(spec, checked.values, answer), refusalStatus(answer));
    }
    const next = queryValue(request, NEXT_PARAM);
    const signedIn = registering ? sessionUserSchema.parse(answer.body) : loginAnswerSchema.parse(answer.body);
    // Staff with two-step sign-in: the password was right, the code (or the set-up) comes next.
    if (needsTwoStep(signedIn)) {
      return reply.redirect(inPageLanguage(request, twoStepPath(signedIn.twoStep, safeNextPath(next))), 303);
    }
    return reply.redirect(inSignedInLanguage(request, signedIn, afterSignInPath(signedIn.role, next)), 303);
  });

  // The same neutral answer as the JSON call, shown in place of the form.
  app.post('/forgot-password', async (request, reply) => {
    const checked = checkPageForm(FORGOT_PASSWORD, formDataOf(request.body));
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const answer = await perform(reset.request, request, reply, { body: checked.payload });
    const result = succeeded(answer)
      ? { form: FORGOT_PASSWORD.form, values: checked.values, errors: {}, message: null, outcome: answer.body }
      : refusalOf(FORGOT_PASSWORD, checked.values, answer);
    return renderResult(app, request, reply, result, succeeded(answer) ? 200 : refusalStatus(answer));
  });

  // The token comes from the page's own URL (the e-mailed link), never from the page's HTML.
  app.post('/reset-password', async (request, reply) => {
    const checked = checkPageForm(RESET_PASSWORD, formDataOf(request.body), {
      token: queryValue(request, 'token') ?? '',
    });
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const answer = await perform(reset.confirm, request, reply, { body: checked.payload });
    const result = succeeded(answer)
      ? { form: RESET_PASSWORD.form, values: {}, errors: {}, message: null, outcome: answer.body }
      : refusalOf(RESET_PASSWORD, checked.values, answer);
    return renderResult(app, request, reply, result, succeeded(answer) ? 200 : refusalStatus(answer));
  });
};

export default accountForms;
