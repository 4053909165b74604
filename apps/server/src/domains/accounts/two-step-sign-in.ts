import { defaultBusiness, isClientRole, TWO_STEP_MESSAGES, type TwoStepKind, type TwoStepSetup } from '@ta/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { badRequest, conflict, tooManyRequests } from '../../lib/http-errors.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import type { TwoStepChallenge } from './two-step-repository.js';
import type { UserRecord } from './users-repository.js';
import { codeStep, newRecoveryCodes, newTwoStepSecret, openTwoStepSecret } from './two-step.js';

/**
 * The step between a right password and a session (docs/two-step.md): a random token in its own
 * short-lived HttpOnly cookie, its hash in two_step_challenges. The token is good for nothing but
 * this step: the session plugin never reads it, and it names a purpose ('code' or 'setup').
 */
export const CHALLENGE_SECONDS = 5 * 60;
/** Wrong tries a challenge allows before the password must be entered again. */
export const CHALLENGE_TRIES = 5;

export function challengeCookieName(config: AppConfig): string {
  return config.env === 'production' ? '__Host-ta_two_step' : 'ta_two_step';
}

function cookieOptions(config: AppConfig) {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure: config.env === 'production' } as const;
}

/** Starts the second step for `user`: a new challenge (any earlier one of theirs is gone) and its cookie. */
export async function startChallenge(
  app: FastifyInstance,
  config: AppConfig,
  reply: FastifyReply,
  user: UserRecord,
  purpose: TwoStepKind,
): Promise<void> {
  const token = randomToken();
  const now = Date.now();
  await app.repos.twoStep.clearChallenges(user.id, new Date(now).toISOString());
  await app.repos.twoStep.createChallenge({
    userId: user.id,
    tokenHash: sha256(token),
    purpose,
    expiresAt: new Date(now + CHALLENGE_SECONDS * 1000).toISOString(),
  });
  reply.setCookie(challengeCookieName(config), token, { ...cookieOptions(config), maxAge: CHALLENGE_SECONDS });
}

export function clearChallengeCookie(config: AppConfig, reply: FastifyReply): void {
  reply.clearCookie(challengeCookieName(config), cookieOptions(config));
}

/**
 * The live challenge of `purpose` this browser holds, with its (active, back-office) person; a
 * missing, expired or used-up one is refused with the message that says to sign in again.
 */
export async function liveChallenge(
  app: FastifyInstance,
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: TwoStepKind,
): Promise<{ challenge: TwoStepChallenge; user: UserRecord }> {
  const token = request.cookies[challengeCookieName(config)];
  const challenge = token ? await app.repos.twoStep.findChallenge(sha256(token)) : undefined;
  const user = challenge && (await app.repos.users.findById(challenge.userId));
  const live = challenge && user && user.active && !isClientRole(user.role);
  if (!challenge || !user || !live || challenge.expiresAt <= new Date().toISOString()) {
    if (challenge) await app.repos.twoStep.deleteChallenge(challenge.id);
    clearChallengeCookie(config, reply);
    throw badRequest('two_step_expired');
  }
  // A challenge for entering a code does not set up a new key, nor the other way round.
  if (challenge.purpose !== purpose) throw badRequest('two_step_expired');
  return { challenge, user };
}

/** Counts a try of the challenge; its sixth is refused, and the password must be entered again. */
export async function countChallengeTry(
  app: FastifyInstance,
  config: AppConfig,
  reply: FastifyReply,
  challenge: TwoStepChallenge,
): Promise<void> {
  if (await app.repos.twoStep.countTry(challenge.id, CHALLENGE_TRIES)) return;
  await app.repos.twoStep.deleteChallenge(challenge.id);
  clearChallengeCookie(config, reply);
  throw tooManyRequests('two_step_too_many_tries');
}

/** A new key for `user` to set up, kept sealed as pending: shown once, never again. */
export async function startSetup(app: FastifyInstance, user: UserRecord): Promise<TwoStepSetup> {
  const state = await app.repos.twoStep.state(user.id);
  if (state?.enabledAt) throw conflict('two_step_already_on');
  const { sealed, shown } = newTwoStepSecret(app.secretBox, {
    issuer: defaultBusiness.name,
    accountName: user.username,
  });
  await app.repos.twoStep.setPending(user.id, sealed);
  return shown;
}

/**
 * Turns two-step sign-in on when `code` is the pending key's code: answers the new recovery codes
 * (shown once; only their hashes are kept). A wrong code leaves the pending key as it was.
 */
export async function confirmSetup(app: FastifyInstance, user: UserRecord, code: string): Promise<string[]> {
  const state = await app.repos.twoStep.state(user.id);
  if (state?.enabledAt) throw conflict('two_step_already_on');
  if (!state?.pendingSealed) throw badRequest('two_step_no_setup');
  const step = codeStep(openTwoStepSecret(app.secretBox, state.pendingSealed), code);
  if (step === null) throw badRequest('two_step_code_wrong', { code: TWO_STEP_MESSAGES.codeWrong });
  const { codes, hashes } = newRecoveryCodes(app.secretBox);
  if (!(await app.repos.twoStep.enable(user.id, state.pendingSealed, step, hashes))) {
    throw badRequest('two_step_no_setup');
  }
  return codes;
}

/**
 * Whether `code` is a current code of `user`'s authenticator that was not used before. On true, its
 * step is noted: the same code (or an older one) is refused from then on.
 */
export async function acceptCode(app: FastifyInstance, user: UserRecord, code: string): Promise<boolean> {
  const state = await app.repos.twoStep.state(user.id);
  if (!state?.enabledAt || !state.secretSealed) return false;
  const step = codeStep(openTwoStepSecret(app.secretBox, state.secretSealed), code);
  if (step === null) return false;
  if (state.lastStep !== null && step <= state.lastStep) return false;
  return app.repos.twoStep.acceptStep(user.id, step);
}

/** A current code, or a 400 that says the code did not work (next to the code field). */
export async function requireCode(app: FastifyInstance, user: UserRecord, code: string): Promise<void> {
  const state = await app.repos.twoStep.state(user.id);
  if (!state?.enabledAt) throw conflict('two_step_not_on');
  if (!(await acceptCode(app, user, code))) {
    throw badRequest('two_step_code_wrong', { code: TWO_STEP_MESSAGES.codeWrong });
  }
}
