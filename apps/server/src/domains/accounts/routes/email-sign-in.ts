import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  defaultBusiness,
  EMAIL_SIGN_IN_CODE_LENGTH,
  EMAIL_SIGN_IN_MESSAGES,
  EMAIL_SIGN_IN_MINUTES,
  EMAIL_SIGN_IN_PATHS,
  emailSignInCodeSchema,
  emailSignInLinkSchema,
  emailSignInRequestSchema,
  isClientRole,
  messageSchema,
  NEXT_PARAM,
  sessionUserSchema,
} from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { mailIntl } from '../../../i18n/mail-intl.js';
import { badRequest, tooManyRequests, unauthorized, errorAnswerSchema } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { randomToken, sha256 } from '../../../lib/tokens.js';
import type { UserRecord } from '../users-repository.js';
import { toSessionUser } from '../users-repository.js';
import { renderEmail } from '../../../mail/email-templates.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const EMAIL_SIGN_IN_LIFETIME_MS = EMAIL_SIGN_IN_MINUTES * 60 * 1000;
/** What the code's keyed hash is for: its HMAC key is derived for this purpose alone. */
const CODE_PURPOSE = 'sign-in-code';
const M = EMAIL_SIGN_IN_MESSAGES;

/** Only client accounts (clients and their trusted contacts) sign in this way; staff use password and two-step. */
function mayUseEmailSignIn(user: UserRecord | undefined): user is UserRecord {
  return user !== undefined && user.active && isClientRole(user.role);
}

/** Six digits, evenly drawn from the system's secure random source, leading zeros kept. */
function newCode(): string {
  return String(randomInt(0, 10 ** EMAIL_SIGN_IN_CODE_LENGTH)).padStart(EMAIL_SIGN_IN_CODE_LENGTH, '0');
}

/**
 * The asking browser's cookie: a random token whose hash is kept with the code. It marks no one and
 * opens nothing; it only lets that browser try its code when strangers have used up the address's
 * wrong codes (docs/sign-in.md, "Wrong codes from strangers").
 */
export function requesterCookieName(config: AppConfig): string {
  return config.env === 'production' ? '__Host-ta_sign_in_asker' : 'ta_sign_in_asker';
}

/** The per-address limits' key for each request, set once the body is read. */
const addressKeys = new WeakMap<FastifyRequest, string>();

/**
 * Signing in with an e-mailed one-time link and six-digit code (docs/sign-in.md, "E-mailed link and
 * code"). Asking always gets the same answer; only an active client account gets an e-mail.
 */
const emailSignInRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const byAddress = (prefix: string, max: number) =>
    app.createRateLimit({
      ...callLimit(config, max, FIFTEEN_MINUTES),
      keyGenerator: (request) => `${prefix}:${addressKeys.get(request) ?? ''}`,
    });
  // Asking for e-mails to one address, from anywhere: caps the mail a stranger can make someone receive.
  const requestsPerAddress = byAddress('sign-in-email', 5);
  // Wrong codes for one address, from anywhere (on top of each code's own 5 tries), each reserved
  // before the comparison so tries sent together cannot overshoot it (lib/attempt-counter.ts), a right
  // one given back. Past it a code is compared only on its first try from the browser that asked for
  // it: a stranger's guesses cannot keep its owner out, and a guesser gets one try per code e-mailed
  // (5 per 15 minutes).
  const wrongCodesMax = callLimit(config, 10, FIFTEEN_MINUTES).max;
  const requesterCookie = requesterCookieName(config);
  const requesterOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    maxAge: EMAIL_SIGN_IN_MINUTES * 60,
  } as const;

  const codeHash = (code: string) => app.secretBox.mac(code, CODE_PURPOSE);
  // Compared against when the address has no live code, so a wrong code costs the same either way.
  const nothingHash = codeHash(randomToken());

  app.post(
    '/sign-in/email',
    {
      config: { rateLimit: callLimit(config, 10, FIFTEEN_MINUTES) },
      schema: { body: emailSignInRequestSchema, response: { 200: messageSchema, 429: errorAnswerSchema } },
    },
    async (request, reply) => {
      const { email, next } = request.body;
      addressKeys.set(request, email);
      const limit = await requestsPerAddress(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests('sign_in_too_many_requests');

      // The secrets and their hashes are made for every address, account or not, so the cheap part of
      // the work (and its time) does not depend on the answer; the writes and the e-mail do.
      const token = randomToken();
      const code = newCode();
      // Every ask gets the cookie, account or not, so it tells nothing either.
      const requester = request.cookies[requesterCookie] || randomToken();
      reply.setCookie(requesterCookie, requester, requesterOptions);
      const hashes = { token: sha256(token), code: codeHash(code), requester: sha256(requester) };
      const user = await app.repos.users.findByEmail(email);
      if (mayUseEmailSignIn(user)) {
        const expiresAt = new Date(Date.now() + EMAIL_SIGN_IN_LIFETIME_MS).toISOString();
        await app.repos.signInCodes.replace(user.id, hashes, expiresAt);
        const { language } = user;
        const intl = mailIntl(language);
        const query = new URLSearchParams({ token, ...(next ? { [NEXT_PARAM]: next } : {}) });
        const link = intl.link(config.publicUrl, `${EMAIL_SIGN_IN_PATHS.link}?${query.toString()}`);
        const codePage = intl.link(config.publicUrl, EMAIL_SIGN_IN_PATHS.code);
        const { text, html } = renderEmail({
          businessName: defaultBusiness.name,
          heading: intl.t('layout.greeting', { name: user.firstName }),
          paragraphs: [intl.t('sign-in.asked'), intl.t('sign-in.use-button')],
          blocks: [
            {
              heading: intl.t('sign-in.code-heading'),
              paragraphs: [code, intl.t('sign-in.code-where', { url: codePage })],
            },
          ],
          action: { label: intl.t('sign-in.action'), url: link },
          footer: `${intl.t('sign-in.works', { minutes: EMAIL_SIGN_IN_MINUTES })} ${intl.t('sign-in.ignore')}`,
          language,
        });
        await app.mailer.send({
          to: user.email,
          subject: intl.t('sign-in.subject', { business: defaultBusiness.name }),
          text,
          html,
          kind: 'email-sign-in',
          secrets: [token, code],
        });
      }
      // The same answer whether the address has a client account, a staff one, an inactive one or none.
      return { message: M.requested };
    },
  );

  app.post(
    '/sign-in/code',
    {
      config: { rateLimit: callLimit(config, 30, FIFTEEN_MINUTES) },
      schema: {
        body: emailSignInCodeSchema,
        response: { 200: sessionUserSchema, 401: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const { email, code } = request.body;
      const wrongKey = `sign-in-code:${email}`;
      const limited = !(await app.attempts.reserve(wrongKey, wrongCodesMax, FIFTEEN_MINUTES));
      const requester = request.cookies[requesterCookie];
      if (limited && !requester) throw tooManyRequests('sign_in_too_many_codes');

      const nowIso = new Date().toISOString();
      const user = await app.repos.users.findByEmail(email);
      // The try is counted before the comparison: at most 5 comparisons per code, even in parallel.
      const counted = mayUseEmailSignIn(user)
        ? await app.repos.signInCodes.countTry(user.id, nowIso, {
            requester: requester ? sha256(requester) : undefined,
            firstTryOnly: limited,
          })
        : undefined;
      if (limited && !counted) throw tooManyRequests('sign_in_too_many_codes');
      const matches = timingSafeEqual(
        Buffer.from(codeHash(code), 'hex'),
        Buffer.from(counted?.codeHash ?? nothingHash, 'hex'),
      );
      const spent = matches && counted !== undefined && (await app.repos.signInCodes.consumeCode(counted.id, nowIso));
      if (!spent || !mayUseEmailSignIn(user)) {
        if (counted) await app.repos.signInCodes.endIfOutOfTries(counted.id, nowIso);
        throw unauthorized('sign_in_code_invalid');
      }
      if (!limited) await app.attempts.release(wrongKey);
      await reply.startSession(user, 'email_code');
      return toSessionUser(user, request.session, request);
    },
  );

  app.post(
    '/sign-in/link',
    {
      config: { rateLimit: callLimit(config, 30, FIFTEEN_MINUTES) },
      schema: {
        body: emailSignInLinkSchema,
        response: { 200: sessionUserSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const userId = await app.repos.signInCodes.consumeLink(sha256(request.body.token), new Date().toISOString());
      const user = userId === undefined ? undefined : await app.repos.users.findById(userId);
      if (!mayUseEmailSignIn(user)) throw badRequest('sign_in_link_invalid');
      await reply.startSession(user, 'email_link');
      return toSessionUser(user, request.session, request);
    },
  );
};

export default emailSignInRoutes;
