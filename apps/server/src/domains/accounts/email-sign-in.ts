import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  defaultBusiness,
  EMAIL_SIGN_IN_CODE_LENGTH,
  EMAIL_SIGN_IN_MESSAGES,
  EMAIL_SIGN_IN_MINUTES,
  EMAIL_SIGN_IN_PATHS,
  isClientRole,
  NEXT_PARAM,
} from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/http-errors.js';
import { sha256 } from '../../lib/tokens.js';
import { renderEmail } from '../../mail/email-templates.js';
import type { ServiceContext } from '../service-context.js';
import { textAboutClient } from '../sms/index.js';
import type { UserRecord } from './users-repository.js';

/**
 * Signing in with an e-mailed one-time link and six-digit code (docs/sign-in.md, "E-mailed link and
 * code"). Asking always gets the same answer; only an active client account gets an e-mail (and the
 * code by text, when it chose that: docs/sms.md).
 */

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const EMAIL_SIGN_IN_LIFETIME_MS = EMAIL_SIGN_IN_MINUTES * 60 * 1000;
const M = EMAIL_SIGN_IN_MESSAGES;

/** Only client accounts (clients and their trusted contacts) sign in this way; staff use password and two-step. */
function mayUseEmailSignIn(user: UserRecord | undefined): user is UserRecord {
  return user !== undefined && user.active && isClientRole(user.role);
}

/** Six digits, evenly drawn from the system's secure random source, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** EMAIL_SIGN_IN_CODE_LENGTH)).padStart(EMAIL_SIGN_IN_CODE_LENGTH, '0');
}

/** The secrets of one ask, made for every address (account or not) so the time of the cheap part tells nothing. */
export interface SignInSecrets {
  token: string;
  code: string;
  hashes: { token: string; code: string; requester: string };
}

/**
 * The link and code for an active client account at `email`, stored (replacing the account's earlier
 * ones, except another browser's) with their e-mail; nothing for any other address. The same answer
 * whether the address has a client account, a staff one, an inactive one or none.
 */
export async function sendSignInEmail(
  ctx: ServiceContext,
  { email, next }: { email: string; next?: string | undefined },
  { token, code, hashes }: SignInSecrets,
): Promise<{ message: string }> {
  const user = await ctx.repos.users.findByEmail(email);
  if (mayUseEmailSignIn(user)) {
    const expiresAt = new Date(Date.now() + EMAIL_SIGN_IN_LIFETIME_MS).toISOString();
    await ctx.inTransaction(async (tx) => {
      await tx.repos.signInCodes.replace(user.id, hashes, expiresAt);
      const { language } = user;
      const intl = mailIntl(language);
      const query = new URLSearchParams({ token, ...(next ? { [NEXT_PARAM]: next } : {}) });
      const link = intl.link(tx.publicUrl, `${EMAIL_SIGN_IN_PATHS.link}?${query.toString()}`);
      const codePage = intl.link(tx.publicUrl, EMAIL_SIGN_IN_PATHS.code);
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
      await tx.mailer.send({
        to: user.email,
        subject: intl.t('sign-in.subject', { business: defaultBusiness.name }),
        text,
        html,
        kind: 'email-sign-in',
        secrets: [token, code],
      });
      // The code by text too, at once, when the account chose it (docs/sms.md): the answer stays the same.
      await textAboutClient(tx, {
        clientId: user.id,
        kind: 'sign_in_code',
        event: `sign-in-${hashes.token.slice(0, 16)}`,
        now: true,
        write: (recipient) => ({ body: mailIntl(recipient.language).t('sms.sign-in-code', { code }), hide: code }),
      });
    });
  }
  return { message: M.requested };
}

/** How a code is compared: its keyed hash, and the hash compared against when the address has no live code. */
export interface CodeHashing {
  codeHash(code: string): string;
  nothingHash: string;
}

/**
 * The account whose e-mailed code this is, its code spent; else 401 (429 past the limits). Each try
 * is stored as it happens, also a refused one: the limits count them.
 */
export async function signInWithCode(
  ctx: ServiceContext,
  attempts: AttemptCounter,
  hashing: CodeHashing,
  { email, code, requester, wrongCodesMax }: { email: string; code: string; requester?: string; wrongCodesMax: number },
): Promise<UserRecord> {
  const wrongKey = `sign-in-code:${email}`;
  const limited = !(await attempts.reserve(wrongKey, wrongCodesMax, FIFTEEN_MINUTES));
  if (limited && !requester) throw tooManyRequests('sign_in_too_many_codes');

  const nowIso = new Date().toISOString();
  const user = await ctx.repos.users.findByEmail(email);
  // The try is counted before the comparison: at most 5 comparisons per code, even in parallel.
  const counted = mayUseEmailSignIn(user)
    ? await ctx.repos.signInCodes.countTry(user.id, nowIso, {
        requester: requester ? sha256(requester) : undefined,
        firstTryOnly: limited,
      })
    : undefined;
  if (limited && !counted) throw tooManyRequests('sign_in_too_many_codes');
  const matches = timingSafeEqual(
    Buffer.from(hashing.codeHash(code), 'hex'),
    Buffer.from(counted?.codeHash ?? hashing.nothingHash, 'hex'),
  );
  const spent = matches && counted !== undefined && (await ctx.repos.signInCodes.consumeCode(counted.id, nowIso));
  if (!spent || !mayUseEmailSignIn(user)) {
    if (counted) await ctx.repos.signInCodes.endIfOutOfTries(counted.id, nowIso);
    throw unauthorized('sign_in_code_invalid');
  }
  if (!limited) await attempts.release(wrongKey);
  return user;
}

/** The account whose e-mailed link this is, the link spent; else 400. */
export async function signInWithLink(ctx: ServiceContext, token: string): Promise<UserRecord> {
  const userId = await ctx.repos.signInCodes.consumeLink(sha256(token), new Date().toISOString());
  const user = userId === undefined ? undefined : await ctx.repos.users.findById(userId);
  if (!mayUseEmailSignIn(user)) throw badRequest('sign_in_link_invalid');
  return user;
}
