import {
  accountSessionsSchema,
  messageSchema,
  recoveryCodesSchema,
  sessionUserSchema,
  TWO_STEP_MESSAGES,
  twoStepCodeSchema,
  twoStepLoginSchema,
  twoStepOffSchema,
  twoStepSetupDoneSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit, sharedLimiter } from '../../../http/shared-limits.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, guardRoutes, requireStaff, requireUser } from '../guards.js';
import { tooManyRequests, errorAnswerSchema } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { toSessionUser } from '../users-repository.js';
import { openSessions, signOutOtherSessions } from '../own-account.js';
import {
  challengeCookie,
  confirmSetupAtSignIn,
  secondStep,
  startSetup,
  startSetupAtSignIn,
  turnOnTwoStep,
  type WrongCodeLimit,
} from '../two-step-sign-in.js';
import { replaceRecoveryCodes, turnOffTwoStep, twoStepStatus } from '../two-step-settings.js';
import { serviceContext } from '../../service-context.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The per-account limit's key of a second-step request, set once its challenge is read. */
const accountKeys = new WeakMap<FastifyRequest, string>();

/**
 * Wrong codes per account, whatever address or challenge they come from: the password's limit
 * alone would allow five guesses for each right password.
 */
const wrongCodesPerAccount = sharedLimiter(
  'two-step-account',
  10,
  '15 minutes',
  (request) => accountKeys.get(request) ?? '',
);
/** Second steps from one address, by the API or by the page's form. */
const secondStepLimit = sharedLimit('two-step-sign-in', 30, '15 minutes');
/** Set-ups started at sign-in from one address, by the API or by the page's form. */
const setupStartLimit = sharedLimit('two-step-sign-in-setup', 30, '15 minutes');
/** Set-ups confirmed at sign-in from one address, by the API or by the page's form. */
const setupConfirmLimit = sharedLimit('two-step-sign-in-setup-confirm', 30, '15 minutes');

/**
 * The second step of signing in (docs/two-step.md): a code or a recovery code, or setting up the app
 * when the admin requires it, each with the visitor's short-lived step cookie.
 */
export const twoStepSignInOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  const accountLimit = wrongCodesPerAccount(app, config);
  const wrongCodeLimit = (request: FastifyRequest): WrongCodeLimit => ({
    async refuseWhenLimited(userId) {
      accountKeys.set(request, `${userId}`);
      const peek = await accountLimit(request, { increment: false });
      if (!peek.isAllowed && peek.remaining <= 0) throw tooManyRequests('two_step_too_many_tries');
    },
    async countWrong() {
      await accountLimit(request);
    },
  });
  const cookieOf = (request: FastifyRequest, reply: FastifyReply) => challengeCookie(config, request.cookies, reply);

  return {
    secondStep: operation({
      checks: [secondStepLimit(app, config)],
      body: twoStepLoginSchema,
      response: sessionUserSchema,
      run: async ({ body }, request, reply) => {
        const cookie = cookieOf(request, reply);
        const { user, method } = await secondStep(ctx, cookie, wrongCodeLimit(request), body);
        await reply.startSession(user, method);
        return toSessionUser(user, request.session);
      },
    }),
    // Required by the admin and not set up yet: the challenge lets its person set up the app, and
    // nothing else, and the right code starts their session.
    setupStart: operation({
      checks: [setupStartLimit(app, config)],
      response: twoStepSetupSchema,
      run: async (_input, request, reply) => startSetupAtSignIn(ctx, cookieOf(request, reply)),
    }),
    setupConfirm: operation({
      checks: [setupConfirmLimit(app, config)],
      body: twoStepCodeSchema,
      response: twoStepSetupDoneSchema,
      run: async ({ body }, request, reply) => {
        const cookie = cookieOf(request, reply);
        const { user, recoveryCodes } = await confirmSetupAtSignIn(ctx, cookie, body.code);
        await reply.startSession(user, 'password_totp');
        return { user: toSessionUser(user, request.session), recoveryCodes };
      },
    }),
  };
});

/**
 * Two-step sign-in (docs/two-step.md): the second step of signing in (a code, a recovery code, or
 * setting up the app when the admin requires it), the account page's set-up for staff and admins,
 * and the account's open sessions for everyone.
 */
const twoStepRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  const perAddress = { rateLimit: callLimit(config, 30, FIFTEEN_MINUTES) };
  const signIn = twoStepSignInOperations(app, config);

  jsonRoute(app, 'POST', '/login/two-step', signIn.secondStep, {
    onSend: keepPrivate,
    refusals: { 429: errorAnswerSchema },
  });
  jsonRoute(app, 'POST', '/login/two-step/setup', signIn.setupStart, {
    onSend: keepPrivate,
    refusals: { 400: errorAnswerSchema, 409: errorAnswerSchema },
  });
  jsonRoute(app, 'POST', '/login/two-step/setup/confirm', signIn.setupConfirm, {
    onSend: keepPrivate,
    refusals: { 409: errorAnswerSchema, 429: errorAnswerSchema },
  });

  // The account page, for staff and admins (clients never have two-step sign-in).
  await app.register(async (plugin) => {
    const account = plugin.withTypeProvider<ZodTypeProvider>();
    guardRoutes(account, requireStaff);
    account.addHook('onSend', keepPrivate);

    account.get('/account/two-step', { schema: { response: { 200: twoStepStatusSchema } } }, async (request) =>
      twoStepStatus(ctx, currentUser(request)),
    );

    account.post(
      '/account/two-step/setup',
      {
        config: perAddress,
        schema: { response: { 200: twoStepSetupSchema, 409: errorAnswerSchema } },
      },
      async (request) => startSetup(ctx, currentUser(request)),
    );

    account.post(
      '/account/two-step/confirm',
      {
        config: perAddress,
        schema: { body: twoStepCodeSchema, response: { 200: recoveryCodesSchema } },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const recoveryCodes = await turnOnTwoStep(ctx, user, request.body.code);
        // Whoever had only the password is signed out everywhere; this browser has just shown a code,
        // so it goes on in a new session signed in with both.
        request.session = null;
        await reply.startSession(user, 'password_totp');
        return { recoveryCodes };
      },
    );

    account.post(
      '/account/two-step/recovery-codes',
      {
        config: perAddress,
        schema: { body: twoStepCodeSchema, response: { 200: recoveryCodesSchema } },
      },
      async (request) => ({
        recoveryCodes: await replaceRecoveryCodes(ctx, currentUser(request), request.body.code),
      }),
    );

    account.post(
      '/account/two-step/off',
      {
        config: perAddress,
        schema: { body: twoStepOffSchema, response: { 200: messageSchema, 409: errorAnswerSchema } },
      },
      async (request) => turnOffTwoStep(ctx, currentUser(request), request.body),
    );
  });

  // Everyone's open sessions: how each was signed in, and signing out the others.
  await app.register(async (plugin) => {
    const account = plugin.withTypeProvider<ZodTypeProvider>();
    guardRoutes(account, requireUser);
    account.addHook('onSend', keepPrivate);

    account.get(
      '/account/sessions',
      { config: { leavesSessionIdle: true }, schema: { response: { 200: accountSessionsSchema } } },
      async (request) => ({ sessions: await openSessions(ctx, currentUser(request), request.session?.id) }),
    );

    account.post(
      '/account/sessions/sign-out-others',
      { schema: { response: { 200: messageSchema } } },
      async (request) => {
        await signOutOtherSessions(ctx, currentUser(request), request.session?.id);
        return { message: TWO_STEP_MESSAGES.otherSessionsEnded };
      },
    );
  });
};

export default twoStepRoutes;
