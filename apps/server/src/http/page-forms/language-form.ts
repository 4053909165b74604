import { isClientRole, languageChoiceSchema, pathInLocale, samePagePath } from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config.js';
import { badRequest } from '../../lib/http-errors.js';
import { setLanguageCookie } from '../../lib/language-cookie.js';
import { formDataOf } from './page-form.js';

/**
 * The language switch in the header and footer (docs/i18n.md): a plain form, so it works without
 * JavaScript. It keeps the choice in a cookie (read by the server, so every later page is already in
 * that language) and answers with the same page in the chosen language. A signed-in client's
 * e-mails follow the choice too: it is stored on their account.
 */
const languageForm: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.post('/language', async (request, reply) => {
    const data = formDataOf(request.body);
    const parsed = languageChoiceSchema.safeParse({
      language: data.get('language'),
      next: data.get('next') ?? undefined,
    });
    if (!parsed.success) throw badRequest('language_required');
    const { language, next } = parsed.data;
    if (isClientRole(request.user?.role) && request.user.language !== language) {
      await app.repos.users.setLanguage(request.user.id, language);
    }
    setLanguageCookie(reply, language, config.env === 'production');
    return reply.redirect(pathInLocale(samePagePath(next) ?? '/', language), 303);
  });
};

export default languageForm;
