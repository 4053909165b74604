import {
  EMAIL_SIGN_IN_MINUTES,
  emailSignInCodeSchema,
  emailSignInLinkSchema,
  emailSignInRequestSchema,
  messageSchema,
  sessionUserSchema,
} from '@ta/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit, sharedLimiter } from '../../../http/shared-limits.js';
import { tooManyRequests, errorAnswerSchema } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { randomToken, sha256 } from '../../../lib/tokens.js';
import { toSessionUser } from '../users-repository.js';
import { newCode, sendSignInEmail, signInWithCode, signInWithLink } from '../email-sign-in.js';
import { serviceContext } from '../../service-context.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** What the code's keyed hash is for: its HMAC key is derived for this purpose alone. */
const CODE_PURPOSE = 'sign-in-code';

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
const addressOf = (request: FastifyRequest) => addressKeys.get(request) ?? '';

/** Asking for e-mails to one address, from anywhere: caps the mail a stranger can make someone receive. */
const requestsPerAddress = sharedLimiter('sign-in-email', 5, '15 minutes', addressOf);
/** Asks for a sign-in e-mail from one address, by the API or by the page's form. */
const askLimit = sharedLimit('sign-in-email-ask', 10, '15 minutes');
/** Codes tried from one address, by the API or by the page's form. */
const codeLimit = sharedLimit('sign-in-code', 30, '15 minutes');
/** Links used from one address, by the API or by the page's form. */
const linkLimit = sharedLimit('sign-in-link', 30, '15 minutes');

/**
 * Signing in with an e-mailed one-time link and six-digit code (docs/sign-in.md, "E-mailed link and
 * code"). Asking always gets the same answer; only an active client account gets an e-mail.
 */
export const emailSignInOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  const perAddress = requestsPerAddress(app, config);
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
  const hashing = { codeHash, nothingHash: codeHash(randomToken()) };

  return {
    ask: operation({
      checks: [askLimit(app, config)],
      body: emailSignInRequestSchema,
      response: messageSchema,
      run: async ({ body }, request, reply) => {
        addressKeys.set(request, body.email);
        const limit = await perAddress(request);
        if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests('sign_in_too_many_requests');

        // The secrets and their hashes are made for every address, account or not, so the cheap part of
        // the work (and its time) does not depend on the answer; the writes and the e-mail do.
        const token = randomToken();
        const code = newCode();
        // Every ask gets the cookie, account or not, so it tells nothing either.
        const requester = request.cookies[requesterCookie] || randomToken();
        reply.setCookie(requesterCookie, requester, requesterOptions);
        const hashes = { token: sha256(token), code: codeHash(code), requester: sha256(requester) };
        return sendSignInEmail(ctx, body, { token, code, hashes });
      },
    }),
    code: operation({
      checks: [codeLimit(app, config)],
      body: emailSignInCodeSchema,
      response: sessionUserSchema,
      run: async ({ body: { email, code } }, request, reply) => {
        const requester = request.cookies[requesterCookie];
        const user = await signInWithCode(ctx, app.attempts, hashing, { email, code, requester, wrongCodesMax });
        await reply.startSession(user, 'email_code');
        return toSessionUser(user, request.session, request);
      },
    }),
    link: operation({
      checks: [linkLimit(app, config)],
      body: emailSignInLinkSchema,
      response: sessionUserSchema,
      run: async ({ body }, request, reply) => {
        const user = await signInWithLink(ctx, body.token);
        await reply.startSession(user, 'email_link');
        return toSessionUser(user, request.session, request);
      },
    }),
  };
});

const emailSignInRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ops = emailSignInOperations(app, config);
  jsonRoute(app, 'POST', '/sign-in/email', ops.ask, { refusals: { 429: errorAnswerSchema } });
  jsonRoute(app, 'POST', '/sign-in/code', ops.code, { refusals: { 401: errorAnswerSchema, 429: errorAnswerSchema } });
  jsonRoute(app, 'POST', '/sign-in/link', ops.link, { refusals: { 400: errorAnswerSchema, 429: errorAnswerSchema } });
};

export default emailSignInRoutes;
