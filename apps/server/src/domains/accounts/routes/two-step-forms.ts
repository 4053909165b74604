import {
  afterSignInPath,
  NEXT_PARAM,
  sessionUserSchema,
  twoStepCodeSchema,
  twoStepRecoverySchema,
  twoStepSetupDoneSchema,
  z,
} from '@ta/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { perform } from '../../../http/operations.js';
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
import { twoStepSignInOperations } from './two-step.js';

const CODE = { form: 'two-step-code', schema: twoStepCodeSchema, secret: ['code'] } satisfies PageForm<
  typeof twoStepCodeSchema
>;
const RECOVERY = {
  form: 'two-step-recovery',
  schema: twoStepRecoverySchema,
  secret: ['recoveryCode'],
} satisfies PageForm<typeof twoStepRecoverySchema>;
const SETUP = { form: 'two-step-setup', schema: twoStepCodeSchema, secret: ['code'] } satisfies PageForm<
  typeof twoStepCodeSchema
>;
/** "Show my key": a button alone; the page shows the new key from the answer, once. */
const noFields = z.object({});
const SETUP_START = { form: 'two-step-setup-start', schema: noFields } satisfies PageForm<typeof noFields>;

function nextOf(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown>)[NEXT_PARAM];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The second step of signing in without JavaScript (docs/two-step.md): the code or a recovery code
 * on /sign-in/two-step, and the set-up the admin may require on /sign-in/two-step/setup. Each form
 * is done by its JSON route's operation, with the visitor's short-lived step cookie; the cookies it
 * sets (the session's, the step's once spent) are set on the page's reply.
 */
const twoStepForms: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const ops = twoStepSignInOperations(app, config);

  app.post('/sign-in/two-step', async (request, reply) => {
    const data = formDataOf(request.body);
    const spec = sentForm(data) === RECOVERY.form ? RECOVERY : CODE;
    const checked = checkPageForm<typeof twoStepCodeSchema | typeof twoStepRecoverySchema>(spec, data);
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const answer = await perform(ops.secondStep, request, reply, { body: checked.payload });
    if (!succeeded(answer)) {
      return renderResult(app, request, reply, refusalOf(spec, checked.values, answer), refusalStatus(answer));
    }
    const user = sessionUserSchema.parse(answer.body);
    return reply.redirect(inPageLanguage(request, afterSignInPath(user.role, nextOf(request))), 303);
  });

  app.post('/sign-in/two-step/setup', async (request, reply) => {
    const data = formDataOf(request.body);
    if (sentForm(data) === SETUP_START.form) {
      const answer = await perform(ops.setupStart, request, reply);
      const result = succeeded(answer)
        ? { form: SETUP_START.form, values: {}, errors: {}, message: null, outcome: answer.body }
        : refusalOf(SETUP_START, {}, answer);
      return renderResult(app, request, reply, result, succeeded(answer) ? 200 : refusalStatus(answer));
    }
    const checked = checkPageForm(SETUP, data);
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const answer = await perform(ops.setupConfirm, request, reply, { body: checked.payload });
    if (!succeeded(answer)) {
      return renderResult(app, request, reply, refusalOf(SETUP, checked.values, answer), refusalStatus(answer));
    }
    // Signed in: the page shows the recovery codes once, and the way on to the person's landing page.
    const { user, recoveryCodes } = twoStepSetupDoneSchema.parse(answer.body);
    const next = inPageLanguage(request, afterSignInPath(user.role, nextOf(request)));
    const result = { form: SETUP.form, values: {}, errors: {}, message: null, outcome: { recoveryCodes, next } };
    return renderResult(app, request, reply, result, 200);
  });
};

export default twoStepForms;
