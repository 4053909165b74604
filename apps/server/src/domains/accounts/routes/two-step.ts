import {
  AUTH_MESSAGES,
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
  type SignInMethod,
} from '@ta/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, guardRoutes, requireStaff, requireUser } from '../guards.js';
import { badRequest, conflict, tooManyRequests, errorAnswerSchema } from '../../../lib/http-errors.js';
import { verifyPassword } from '../../../lib/passwords.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { toSessionUser } from '../users-repository.js';
import * as activity from '../account-events.js';
import { deviceOf } from '../device-name.js';
import { newRecoveryCodes, recoveryCodeHash } from '../two-step.js';
import {
  acceptCode,
  clearChallengeCookie,
  confirmSetup,
  countChallengeTry,
  liveChallenge,
  requireCode,
  startSetup,
} from '../two-step-sign-in.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The per-account limit's key of a second-step request, set once its challenge is read. */
const accountKeys = new WeakMap<FastifyRequest, string>();

/**
 * Two-step sign-in (docs/two-step.md): the second step of signing in (a code, a recovery code, or
 * setting up the app when the admin requires it), the account page's set-up for staff and admins,
 * and the account's open sessions for everyone.
 */
const twoStepRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // Wrong codes per account, whatever address or challenge they come from: the password's limit
  // alone would allow five guesses for each right password.
  const accountLimit = app.createRateLimit({
    ...callLimit(config, 10, FIFTEEN_MINUTES),
    keyGenerator: (request) => accountKeys.get(request) ?? 'two-step-account:',
  });
  const perAddress = { rateLimit: callLimit(config, 30, FIFTEEN_MINUTES) };

  async function refuseWhenLimited(request: FastifyRequest, userId: number) {
    accountKeys.set(request, `two-step-account:${userId}`);
    const peek = await accountLimit(request, { increment: false });
    if (!peek.isAllowed && peek.remaining <= 0) throw tooManyRequests('two_step_too_many_tries');
  }

  app.post(
    '/login/two-step',
    {
      config: perAddress,
      onSend: keepPrivate,
      schema: {
        body: twoStepLoginSchema,
        response: { 200: sessionUserSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const { challenge, user } = await liveChallenge(app, config, request, reply, 'code');
      await refuseWhenLimited(request, user.id);
      await countChallengeTry(app, config, reply, challenge);
      let method: SignInMethod;
      if ('code' in request.body) {
        if (!(await acceptCode(app, user, request.body.code))) {
          await accountLimit(request);
          throw badRequest('two_step_code_wrong', { code: TWO_STEP_MESSAGES.codeWrong });
        }
        method = 'password_totp';
      } else {
        const used = await app.repos.twoStep.useRecoveryCode(
          user.id,
          recoveryCodeHash(app.secretBox, request.body.recoveryCode),
        );
        if (!used) {
          await accountLimit(request);
          throw badRequest('two_step_recovery_code_wrong', { recoveryCode: TWO_STEP_MESSAGES.recoveryCodeWrong });
        }
        method = 'password_recovery_code';
      }
      await app.repos.twoStep.deleteChallenge(challenge.id);
      clearChallengeCookie(config, reply);
      await reply.startSession(user, method);
      return toSessionUser(user, request.session);
    },
  );

  // Required by the admin and not set up yet: the challenge lets its person set up the app, and
  // nothing else, and the right code starts their session.
  app.post(
    '/login/two-step/setup',
    {
      config: perAddress,
      onSend: keepPrivate,
      schema: { response: { 200: twoStepSetupSchema, 400: errorAnswerSchema, 409: errorAnswerSchema } },
    },
    async (request, reply) => {
      const { user } = await liveChallenge(app, config, request, reply, 'setup');
      return startSetup(app, user);
    },
  );

  app.post(
    '/login/two-step/setup/confirm',
    {
      config: perAddress,
      onSend: keepPrivate,
      schema: {
        body: twoStepCodeSchema,
        response: { 200: twoStepSetupDoneSchema, 409: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const { challenge, user } = await liveChallenge(app, config, request, reply, 'setup');
      await countChallengeTry(app, config, reply, challenge);
      const recoveryCodes = await confirmSetup(app, user, request.body.code);
      await app.repos.twoStep.deleteChallenge(challenge.id);
      clearChallengeCookie(config, reply);
      await app.repos.events.record(activity.twoStepTurnedOn(user));
      const updated = (await app.repos.users.findById(user.id)) ?? user;
      await reply.startSession(updated, 'password_totp');
      return { user: toSessionUser(updated, request.session), recoveryCodes };
    },
  );

  // The account page, for staff and admins (clients never have two-step sign-in).
  await app.register(async (plugin) => {
    const account = plugin.withTypeProvider<ZodTypeProvider>();
    guardRoutes(account, requireStaff);
    account.addHook('onSend', keepPrivate);

    account.get('/account/two-step', { schema: { response: { 200: twoStepStatusSchema } } }, async (request) => {
      const user = currentUser(request);
      const state = await app.repos.twoStep.state(user.id);
      return {
        enabled: Boolean(state?.enabledAt),
        enabledAt: state?.enabledAt ?? null,
        recoveryCodesLeft: state?.enabledAt ? await app.repos.twoStep.recoveryCodesLeft(user.id) : 0,
        required: await app.repos.twoStep.requireTwoStepForStaff(),
      };
    });

    account.post(
      '/account/two-step/setup',
      {
        config: perAddress,
        schema: { response: { 200: twoStepSetupSchema, 409: errorAnswerSchema } },
      },
      async (request) => startSetup(app, currentUser(request)),
    );

    account.post(
      '/account/two-step/confirm',
      {
        config: perAddress,
        schema: { body: twoStepCodeSchema, response: { 200: recoveryCodesSchema } },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const recoveryCodes = await confirmSetup(app, user, request.body.code);
        // Whoever had only the password is signed out everywhere; this browser has just shown a code,
        // so it goes on in a new session signed in with both.
        await app.repos.sessions.deleteForUser(user.id);
        app.accessChanges.notify();
        request.session = null;
        await reply.startSession(user, 'password_totp');
        await app.repos.events.record(activity.twoStepTurnedOn(user));
        return { recoveryCodes };
      },
    );

    account.post(
      '/account/two-step/recovery-codes',
      {
        config: perAddress,
        schema: { body: twoStepCodeSchema, response: { 200: recoveryCodesSchema } },
      },
      async (request) => {
        const user = currentUser(request);
        await requireCode(app, user, request.body.code);
        const { codes, hashes } = newRecoveryCodes(app.secretBox);
        await app.repos.twoStep.replaceRecoveryCodes(user.id, hashes);
        return { recoveryCodes: codes };
      },
    );

    account.post(
      '/account/two-step/off',
      {
        config: perAddress,
        schema: { body: twoStepOffSchema, response: { 200: messageSchema, 409: errorAnswerSchema } },
      },
      async (request) => {
        const user = currentUser(request);
        if (await app.repos.twoStep.requireTwoStepForStaff()) throw conflict('two_step_required');
        if (!(await verifyPassword(user.passwordHash, request.body.password))) {
          throw badRequest('wrong_current_password', { password: AUTH_MESSAGES.wrongCurrentPassword });
        }
        await requireCode(app, user, request.body.code);
        await app.repos.twoStep.turnOff(user.id);
        await app.repos.events.record(activity.twoStepTurnedOff(user, user));
        return { message: TWO_STEP_MESSAGES.turnedOff };
      },
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
      async (request) => {
        const user = currentUser(request);
        const rows = await app.repos.twoStep.openSessions(user.id, new Date().toISOString());
        return {
          sessions: rows.map((row) => ({
            createdAt: row.createdAt,
            lastSeenAt: row.lastSeenAt,
            device: deviceOf(row.userAgent),
            signInMethod: row.signInMethod,
            current: row.id === request.session?.id,
          })),
        };
      },
    );

    account.post(
      '/account/sessions/sign-out-others',
      { schema: { response: { 200: messageSchema } } },
      async (request) => {
        const user = currentUser(request);
        await app.repos.sessions.deleteForUser(user.id, request.session?.id);
        app.accessChanges.notify();
        return { message: TWO_STEP_MESSAGES.otherSessionsEnded };
      },
    );
  });
};

export default twoStepRoutes;
