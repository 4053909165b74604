import {
  defaultBusiness,
  isClientRole,
  TWO_STEP_MESSAGES,
  type SignInMethod,
  type TwoStepKind,
  type TwoStepSetup,
} from '@ta/shared';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.js';
import { badRequest, conflict, tooManyRequests } from '../../lib/http-errors.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './account-events.js';
import type { TwoStepChallenge } from './two-step-repository.js';
import type { UserRecord } from './users-repository.js';
import { codeStep, newRecoveryCodes, newTwoStepSecret, openTwoStepSecret, recoveryCodeHash } from './two-step.js';

/**
 * The step between a right password and a session (docs/two-step.md): a random token in its own
 * short-lived HttpOnly cookie, its hash in two_step_challenges. The token is good for nothing but
 * this step: the session plugin never reads it, and it names a purpose ('code' or 'setup').
 *
 * The steps store each try as it happens (a challenge's tries, a code's step), also when the step
 * is then refused: the limits count them, so these writes are not undone with the refusal.
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

/** The browser's challenge cookie, as the route gives it to the services: its token, set and cleared on the answer. */
export interface ChallengeCookie {
  token: string | undefined;
  set(token: string): void;
  clear(): void;
}

export function challengeCookie(config: AppConfig, cookies: Record<string, string | undefined>, reply: FastifyReply) {
  const name = challengeCookieName(config);
  return {
    token: cookies[name],
    set: (token: string) => void reply.setCookie(name, token, { ...cookieOptions(config), maxAge: CHALLENGE_SECONDS }),
    clear: () => void reply.clearCookie(name, cookieOptions(config)),
  } satisfies ChallengeCookie;
}

/** Starts the second step for `user`: a new challenge (any earlier one of theirs is gone) and its cookie. */
export async function startChallenge(
  ctx: ServiceContext,
  cookie: ChallengeCookie,
  user: UserRecord,
  purpose: TwoStepKind,
): Promise<void> {
  const token = randomToken();
  const now = Date.now();
  await ctx.inTransaction(async (tx) => {
    await tx.repos.twoStep.clearChallenges(user.id, new Date(now).toISOString());
    await tx.repos.twoStep.createChallenge({
      userId: user.id,
      tokenHash: sha256(token),
      purpose,
      expiresAt: new Date(now + CHALLENGE_SECONDS * 1000).toISOString(),
    });
  });
  cookie.set(token);
}

/**
 * The live challenge of `purpose` this browser holds, with its (active, back-office) person; a
 * missing, expired or used-up one is refused with the message that says to sign in again.
 */
export async function liveChallenge(
  ctx: ServiceContext,
  cookie: ChallengeCookie,
  purpose: TwoStepKind,
): Promise<{ challenge: TwoStepChallenge; user: UserRecord }> {
  const { token } = cookie;
  const challenge = token ? await ctx.repos.twoStep.findChallenge(sha256(token)) : undefined;
  const user = challenge && (await ctx.repos.users.findById(challenge.userId));
  const live = challenge && user && user.active && !isClientRole(user.role);
  if (!challenge || !user || !live || challenge.expiresAt <= new Date().toISOString()) {
    if (challenge) await ctx.repos.twoStep.deleteChallenge(challenge.id);
    cookie.clear();
    throw badRequest('two_step_expired');
  }
  // A challenge for entering a code does not set up a new key, nor the other way round.
  if (challenge.purpose !== purpose) throw badRequest('two_step_expired');
  return { challenge, user };
}

/** Counts a try of the challenge; its sixth is refused, and the password must be entered again. */
export async function countChallengeTry(
  ctx: ServiceContext,
  cookie: ChallengeCookie,
  challenge: TwoStepChallenge,
): Promise<void> {
  if (await ctx.repos.twoStep.countTry(challenge.id, CHALLENGE_TRIES)) return;
  await ctx.repos.twoStep.deleteChallenge(challenge.id);
  cookie.clear();
  throw tooManyRequests('two_step_too_many_tries');
}

/** What the route does about the per-account limit of wrong codes (its rate limiter's own store). */
export interface WrongCodeLimit {
  /** 429 when the account has had too many wrong codes already. */
  refuseWhenLimited(userId: number): Promise<void>;
  /** Counts one wrong code. */
  countWrong(): Promise<void>;
}

/**
 * The second step of signing in: a current code of the authenticator, or an unused recovery code.
 * The challenge is spent and the answer is the person and how they signed in; the route starts the session.
 */
export async function secondStep(
  ctx: ServiceContext,
  cookie: ChallengeCookie,
  limit: WrongCodeLimit,
  answer: { code: string } | { recoveryCode: string },
): Promise<{ user: UserRecord; method: SignInMethod }> {
  const { challenge, user } = await liveChallenge(ctx, cookie, 'code');
  await limit.refuseWhenLimited(user.id);
  await countChallengeTry(ctx, cookie, challenge);
  let method: SignInMethod;
  if ('code' in answer) {
    if (!(await acceptCode(ctx, user, answer.code))) {
      await limit.countWrong();
      throw badRequest('two_step_code_wrong', { code: TWO_STEP_MESSAGES.codeWrong });
    }
    method = 'password_totp';
  } else {
    const used = await ctx.repos.twoStep.useRecoveryCode(user.id, recoveryCodeHash(ctx.secretBox, answer.recoveryCode));
    if (!used) {
      await limit.countWrong();
      throw badRequest('two_step_recovery_code_wrong', { recoveryCode: TWO_STEP_MESSAGES.recoveryCodeWrong });
    }
    method = 'password_recovery_code';
  }
  await ctx.repos.twoStep.deleteChallenge(challenge.id);
  cookie.clear();
  return { user, method };
}

/** A new key for `user` to set up, kept sealed as pending: shown once, never again. */
export async function startSetup(ctx: ServiceContext, user: UserRecord): Promise<TwoStepSetup> {
  const state = await ctx.repos.twoStep.state(user.id);
  if (state?.enabledAt) throw conflict('two_step_already_on');
  const { sealed, shown } = newTwoStepSecret(ctx.secretBox, {
    issuer: defaultBusiness.name,
    accountName: user.username,
  });
  await ctx.repos.twoStep.setPending(user.id, sealed);
  return shown;
}

/** The set-up a challenge allows when the admin requires two steps: a new key for its person. */
export async function startSetupAtSignIn(ctx: ServiceContext, cookie: ChallengeCookie): Promise<TwoStepSetup> {
  const { user } = await liveChallenge(ctx, cookie, 'setup');
  return startSetup(ctx, user);
}

/**
 * Turns two-step sign-in on when `code` is the pending key's code: answers the new recovery codes
 * (shown once; only their hashes are kept). A wrong code leaves the pending key as it was. Inside
 * the caller's transaction, with what goes with it.
 */
async function confirmSetup(tx: ServiceContext, user: UserRecord, code: string) {
  const state = await tx.repos.twoStep.state(user.id);
  if (state?.enabledAt) throw conflict('two_step_already_on');
  if (!state?.pendingSealed) throw badRequest('two_step_no_setup');
  const step = codeStep(openTwoStepSecret(tx.secretBox, state.pendingSealed), code);
  if (step === null) throw badRequest('two_step_code_wrong', { code: TWO_STEP_MESSAGES.codeWrong });
  const { codes, hashes } = newRecoveryCodes(tx.secretBox);
  if (!(await tx.repos.twoStep.enable(user.id, state.pendingSealed, step, hashes))) {
    throw badRequest('two_step_no_setup');
  }
  return codes;
}

/**
 * The set-up at sign-in confirmed with a right code: two steps on, the challenge spent, the event
 * recorded. The answer is the person as now stored and their recovery codes; the route starts the session.
 */
export async function confirmSetupAtSignIn(
  ctx: ServiceContext,
  cookie: ChallengeCookie,
  code: string,
): Promise<{ user: UserRecord; recoveryCodes: string[] }> {
  const { challenge, user } = await liveChallenge(ctx, cookie, 'setup');
  await countChallengeTry(ctx, cookie, challenge);
  const recoveryCodes = await ctx.inTransaction(async (tx) => {
    const codes = await confirmSetup(tx, user, code);
    await tx.repos.twoStep.deleteChallenge(challenge.id);
    await tx.repos.events.record(activity.twoStepTurnedOn(user));
    return codes;
  });
  cookie.clear();
  const updated = (await ctx.repos.users.findById(user.id)) ?? user;
  return { user: updated, recoveryCodes };
}

/**
 * The account page's set-up confirmed: two steps on, and whoever had only the password is signed out
 * everywhere (the route starts this browser a new session, signed in with both). The answer is the
 * recovery codes.
 */
export async function turnOnTwoStep(ctx: ServiceContext, user: UserRecord, code: string): Promise<string[]> {
  return ctx.inTransaction(async (tx) => {
    const recoveryCodes = await confirmSetup(tx, user, code);
    await tx.repos.sessions.deleteForUser(user.id);
    tx.accessChanged();
    await tx.repos.events.record(activity.twoStepTurnedOn(user));
    return recoveryCodes;
  });
}

/**
 * Whether `code` is a current code of `user`'s authenticator that was not used before. On true, its
 * step is noted: the same code (or an older one) is refused from then on.
 */
async function acceptCode(ctx: ServiceContext, user: UserRecord, code: string): Promise<boolean> {
  const state = await ctx.repos.twoStep.state(user.id);
  if (!state?.enabledAt || !state.secretSealed) return false;
  const step = codeStep(openTwoStepSecret(ctx.secretBox, state.secretSealed), code);
  if (step === null) return false;
  if (state.lastStep !== null && step <= state.lastStep) return false;
  return ctx.repos.twoStep.acceptStep(user.id, step);
}

/** A current code, or a 400 that says the code did not work (next to the code field). */
export async function requireCode(ctx: ServiceContext, user: UserRecord, code: string): Promise<void> {
  const state = await ctx.repos.twoStep.state(user.id);
  if (!state?.enabledAt) throw conflict('two_step_not_on');
  if (!(await acceptCode(ctx, user, code))) {
    throw badRequest('two_step_code_wrong', { code: TWO_STEP_MESSAGES.codeWrong });
  }
}
