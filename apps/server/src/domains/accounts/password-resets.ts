import { AUTH_MESSAGES, codeMessage, defaultBusiness } from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { badRequest } from '../../lib/http-errors.js';
import { hashPassword, passwordProblem } from '../../lib/passwords.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { renderEmail } from '../../mail/email-templates.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './account-events.js';

/** "Forgot password": a one-time link by e-mail that works for one hour. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Sends the link to an active account's address, in the account's language (docs/i18n.md, "E-mails
 * and the stored language"); the link and its e-mail are stored together. Nothing for any other
 * address, and the same answer either way.
 */
export async function askForPasswordReset(ctx: ServiceContext, email: string): Promise<{ message: string }> {
  const user = await ctx.repos.users.findByEmail(email);
  if (user?.active) {
    const token = randomToken();
    await ctx.inTransaction(async (tx) => {
      await tx.repos.passwordResets.create(
        user.id,
        sha256(token),
        new Date(Date.now() + RESET_LINK_LIFETIME_MS).toISOString(),
      );
      const { language } = user;
      const intl = mailIntl(language);
      const link = intl.link(tx.publicUrl, `/reset-password?token=${encodeURIComponent(token)}`);
      const { text, html } = renderEmail({
        businessName: defaultBusiness.name,
        heading: intl.t('layout.greeting', { name: user.firstName }),
        paragraphs: [intl.t('reset.asked'), intl.t('reset.use-button'), intl.t('reset.ignore')],
        action: { label: intl.t('reset.action'), url: link },
        language,
      });
      await tx.mailer.send({
        to: user.email,
        subject: intl.t('reset.subject', { business: defaultBusiness.name }),
        text,
        html,
        kind: 'password-reset',
        secrets: [token],
      });
    });
  }
  // The same answer whether or not an account uses the address.
  return { message: AUTH_MESSAGES.resetRequested };
}

/**
 * The link's new password: the link is spent, the password set, every session of the account ended
 * and the event recorded, together.
 */
export async function resetPassword(
  ctx: ServiceContext,
  { token, password }: { token: string; password: string },
): Promise<{ message: string }> {
  const tokenHash = sha256(token);
  // The password is checked against the link's account before the link is spent, so a refused
  // password does not burn it; staff and admin accounts get their longer rule.
  const owner = await ctx.repos.passwordResets.findLiveUser(tokenHash, new Date().toISOString());
  const account = owner === undefined ? undefined : await ctx.repos.users.findById(owner);
  if (!account?.active) throw badRequest('reset_link_invalid');
  const problem = await passwordProblem(password, account);
  if (problem) throw badRequest(problem, { password: codeMessage(problem) });
  const passwordHash = await hashPassword(password);
  await ctx.inTransaction(async (tx) => {
    const userId = await tx.repos.passwordResets.consume(tokenHash, new Date().toISOString());
    const user = userId === account.id ? account : undefined;
    if (!user) throw badRequest('reset_link_invalid');
    await tx.repos.users.setPasswordHash(user.id, passwordHash);
    await tx.repos.sessions.deleteForUser(user.id);
    tx.accessChanged();
    await tx.repos.events.record(activity.passwordReset(user));
  });
  return { message: AUTH_MESSAGES.resetDone };
}
