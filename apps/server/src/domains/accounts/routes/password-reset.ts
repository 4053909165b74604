import {
  AUTH_MESSAGES,
  defaultBusiness,
  messageSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  codeMessage,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { badRequest } from '../../../lib/http-errors.js';
import { hashPassword, passwordProblem } from '../../../lib/passwords.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { randomToken, sha256 } from '../../../lib/tokens.js';
import * as activity from '../account-events.js';
import { mailIntl } from '../../../i18n/mail-intl.js';
import { renderEmail } from '../../../mail/email-templates.js';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** "Forgot password": a one-time link by e-mail that works for one hour. */
const passwordResetRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const limit = (max: number) => ({ rateLimit: callLimit(config, max, '15 minutes') });

  app.post(
    '/password-reset',
    { config: limit(5), schema: { body: passwordResetRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      const user = await app.repos.users.findByEmail(request.body.email);
      if (user?.active) {
        const token = randomToken();
        await app.repos.passwordResets.create(
          user.id,
          sha256(token),
          new Date(Date.now() + RESET_LINK_LIFETIME_MS).toISOString(),
        );
        // In the account's language (docs/i18n.md, "E-mails and the stored language"), linking to its page.
        const { language } = user;
        const intl = mailIntl(language);
        const link = intl.link(config.publicUrl, `/reset-password?token=${encodeURIComponent(token)}`);
        const { text, html } = renderEmail({
          businessName: defaultBusiness.name,
          heading: intl.t('layout.greeting', { name: user.firstName }),
          paragraphs: [intl.t('reset.asked'), intl.t('reset.use-button'), intl.t('reset.ignore')],
          action: { label: intl.t('reset.action'), url: link },
          language,
        });
        await app.mailer.send({
          to: user.email,
          subject: intl.t('reset.subject', { business: defaultBusiness.name }),
          text,
          html,
          kind: 'password-reset',
          secrets: [token],
        });
      }
      // The same answer whether or not an account uses the address.
      return { message: AUTH_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/password-reset/confirm',
    { config: limit(10), schema: { body: passwordResetConfirmSchema, response: { 200: messageSchema } } },
    async (request) => {
      const { token, password } = request.body;
      const tokenHash = sha256(token);
      // The password is checked against the link's account before the link is spent, so a refused
      // password does not burn it; staff and admin accounts get their longer rule.
      const owner = await app.repos.passwordResets.findLiveUser(tokenHash, new Date().toISOString());
      const account = owner === undefined ? undefined : await app.repos.users.findById(owner);
      if (!account?.active) throw badRequest('reset_link_invalid');
      const problem = await passwordProblem(password, account);
      if (problem) throw badRequest(problem, { password: codeMessage(problem) });
      const userId = await app.repos.passwordResets.consume(tokenHash, new Date().toISOString());
      const user = userId === account.id ? account : undefined;
      if (!user) throw badRequest('reset_link_invalid');
      await app.repos.users.setPasswordHash(user.id, await hashPassword(password));
      await app.repos.sessions.deleteForUser(user.id);
      app.accessChanges.notify();
      await app.repos.events.record(activity.passwordReset(user));
      return { message: AUTH_MESSAGES.resetDone };
    },
  );
};

export default passwordResetRoutes;
