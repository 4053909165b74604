import { AUTH_MESSAGES, codeMessage, type AccountSession } from '@ta/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './account-events.js';
import { deviceOf } from './device-name.js';
import { tellOldAddress } from './email-change.js';
import type { UserRecord } from './users-repository.js';

/** The signed-in person's own account: who they are, profile, password, open sessions. */

/**
 * The profile's names and e-mail. The e-mail is where a password reset goes: moving it needs the
 * password, so a borrowed or stolen session cannot lock the owner out (docs/security.md, "Changing
 * the e-mail address"); the old address is told.
 */
export async function updateProfile(
  ctx: ServiceContext,
  user: UserRecord,
  { currentPassword, ...profile }: { firstName: string; lastName: string; email: string; currentPassword: string },
): Promise<UserRecord> {
  const newEmail = profile.email.toLowerCase() !== user.email.toLowerCase();
  if (newEmail && currentPassword === '') {
    throw badRequest('email_change_needs_password', {
      currentPassword: AUTH_MESSAGES.emailChangeNeedsPassword,
    });
  }
  if (newEmail && !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest('wrong_current_password', { currentPassword: AUTH_MESSAGES.wrongCurrentPassword });
  }
  const taken = await ctx.repos.users.findConflicts({ email: profile.email }, user.id);
  if (taken.email) throw conflict('email_taken', { email: AUTH_MESSAGES.emailTaken });
  try {
    return await ctx.inTransaction(async (tx) => {
      const updated = await tx.repos.users.updateProfile(user.id, profile);
      if (!updated) throw unauthorized('not_signed_in');
      if (newEmail) {
        await tellOldAddress(tx.mailer, user, updated.email);
        await tx.repos.events.record(activity.emailChanged(updated));
      }
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('email_taken', { email: AUTH_MESSAGES.emailTaken });
    throw err;
  }
}

/**
 * A new password, after the current one: every session of the account ends, this one included (the
 * route then starts this browser a fresh one, signed in as this one was).
 */
export async function changePassword(
  ctx: ServiceContext,
  user: UserRecord,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest('wrong_current_password', { currentPassword: AUTH_MESSAGES.wrongCurrentPassword });
  }
  const problem = await passwordProblem(newPassword, user);
  if (problem) throw badRequest(problem, { newPassword: codeMessage(problem) });
  const passwordHash = await hashPassword(newPassword);
  await ctx.inTransaction(async (tx) => {
    await tx.repos.users.setPasswordHash(user.id, passwordHash);
    await tx.repos.sessions.deleteForUser(user.id);
    tx.accessChanged();
    await tx.repos.events.record(activity.passwordChanged(user));
  });
}

/** The account's open sessions: how each was signed in, and which is this one. */
export async function openSessions(
  ctx: ServiceContext,
  user: UserRecord,
  currentId: string | undefined,
): Promise<AccountSession[]> {
  const rows = await ctx.repos.twoStep.openSessions(user.id, new Date().toISOString());
  return rows.map((row) => ({
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    device: deviceOf(row.userAgent),
    signInMethod: row.signInMethod,
    current: row.id === currentId,
  }));
}

/** Signs out the account's other sessions, keeping this one. */
export async function signOutOtherSessions(
  ctx: ServiceContext,
  user: UserRecord,
  currentId: string | undefined,
): Promise<void> {
  await ctx.inTransaction(async (tx) => {
    await tx.repos.sessions.deleteForUser(user.id, currentId);
    tx.accessChanged();
  });
}
