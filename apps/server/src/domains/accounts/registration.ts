import { AUTH_MESSAGES, REFERRAL_MESSAGES, type Locale, type RegisterRequest } from '@ta/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { hashPassword, isCommonPassword } from '../../lib/passwords.js';
import type { Repositories } from '../repositories.js';
import type { ServiceContext } from '../service-context.js';
import type { Session } from '../../db/types.js';
import * as activity from './account-events.js';
import type { UserRecord } from './users-repository.js';

/**
 * A new client account from the registration form, stored with its activity event; the route then
 * starts its session. The form's fields only: a `role` in the body never reaches this point. A friend's
 * referral code, when given, must be an active client's: the new account keeps who referred it
 * (docs/referrals.md).
 */
export async function registerClient(
  ctx: ServiceContext,
  { firstName, lastName, email, username, password, referralCode = '' }: RegisterRequest,
  language: Locale,
): Promise<UserRecord> {
  if (await isCommonPassword(password)) {
    throw badRequest('common_password', { password: AUTH_MESSAGES.commonPassword });
  }
  await assertAvailable(ctx.repos, username, email);
  const referrer = referralCode === '' ? undefined : await ctx.repos.rewards.clientByCode(referralCode);
  if (referralCode !== '' && !referrer) {
    throw badRequest('referral_code_unknown', { referralCode: REFERRAL_MESSAGES.codeUnknown });
  }
  const passwordHash = await hashPassword(password);
  try {
    return await ctx.inTransaction(async (tx) => {
      const user = await tx.repos.users.create({
        username,
        email,
        firstName,
        lastName,
        role: 'client',
        passwordHash,
        // The client's e-mails are written in the language of the page they registered on.
        language,
      });
      if (referrer) await tx.repos.rewards.setReferredBy(user.id, referrer.id);
      await tx.repos.events.record(activity.accountRegistered(user));
      return user;
    });
  } catch (err) {
    // Taken meanwhile: the field's own 409. Read after the rollback, as PostgreSQL refuses more in that transaction.
    if (isUniqueViolation(err)) await assertAvailable(ctx.repos, username, email);
    throw err;
  }
}

/** This session is the new client's first: the dashboard welcomes them rather than welcoming them back. */
export async function markFirstSession(ctx: ServiceContext, sessionId: string | undefined): Promise<Session | null> {
  if (sessionId === undefined) return null;
  return (await ctx.repos.sessions.markStartedByRegistration(sessionId)) ?? null;
}

async function assertAvailable(repos: Repositories, username: string, email: string): Promise<void> {
  const taken = await repos.users.findConflicts({ username, email });
  if (taken.username) throw conflict('username_taken', { username: AUTH_MESSAGES.usernameTaken });
  if (taken.email) throw conflict('email_taken', { email: AUTH_MESSAGES.emailTaken });
}
