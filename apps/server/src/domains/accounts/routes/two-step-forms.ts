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
import {
  doPageForm,
  formDataOf,
  inPageLanguage,
  sentForm,
  showOutcome,
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
    const course = await doPageForm<typeof twoStepCodeSchema | typeof twoStepRecoverySchema>(request, reply, {
      spec,
      data,
      op: ops.secondStep,
    });
    if (!course.done) return course.sent;
    const user = sessionUserSchema.parse(course.answer.body);
    return reply.redirect(inPageLanguage(request, afterSignInPath(user.role, nextOf(request))), 303);
  });

  app.post('/sign-in/two-step/setup', async (request, reply) => {
    const data = formDataOf(request.body);
    if (sentForm(data) === SETUP_START.form) {
      const course = await doPageForm(request, reply, {
        spec: SETUP_START,
        data,
        op: ops.setupStart,
        input: () => ({}),
      });
      if (!course.done) return course.sent;
      return showOutcome(request, reply, SETUP_START, course.answer.body);
    }
    const course = await doPageForm(request, reply, { spec: SETUP, data, op: ops.setupConfirm });
    if (!course.done) return course.sent;
    // Signed in: the page shows the recovery codes once, and the way on to the person's landing page.
    const { user, recoveryCodes } = twoStepSetupDoneSchema.parse(course.answer.body);
    const next = inPageLanguage(request, afterSignInPath(user.role, nextOf(request)));
    return showOutcome(request, reply, SETUP, { recoveryCodes, next });
  });
};

export default twoStepForms;
