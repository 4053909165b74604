import { CONTRAST_COOKIE, displayChoiceSchema, samePagePath, TEXT_SIZE_COOKIE } from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config.js';
import { badRequest } from '../../lib/http-errors.js';
import { formDataOf } from './page-form.js';

/** A year, like the language: the choice outlasts sessions. */
const DISPLAY_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The text size and contrast buttons in the headers (docs/decisions/033-text-size-and-contrast.md): a
 * plain form, so they work without JavaScript. Each choice is kept in its own cookie, read by the server
 * on every page so the first paint is already right; a choice not sent keeps its cookie. A browser's
 * form gets the same page back (303, its language kept: `next` is the page's own path); the script's
 * call, which has already changed the page, gets 204.
 */
const displayForm: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.post('/display', async (request, reply) => {
    const data = formDataOf(request.body);
    const parsed = displayChoiceSchema.safeParse({
      textSize: data.get('textSize') ?? undefined,
      contrast: data.get('contrast') ?? undefined,
      next: data.get('next') ?? undefined,
    });
    if (!parsed.success) throw badRequest('display_choice_required');
    const { textSize, contrast, next } = parsed.data;
    const options = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.env === 'production',
      maxAge: DISPLAY_COOKIE_SECONDS,
    } as const;
    if (textSize) reply.setCookie(TEXT_SIZE_COOKIE, textSize, options);
    if (contrast) reply.setCookie(CONTRAST_COOKIE, contrast, options);
    if (!(request.headers.accept ?? '').includes('text/html')) return reply.code(204).send();
    return reply.redirect(samePagePath(next) ?? '/', 303);
  });
};

export default displayForm;
