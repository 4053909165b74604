import { signInPathFor, visitNoticesSchema } from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { perform } from '../../../http/operations.js';
import { formDataOf, inPageLanguage, succeeded } from '../../../http/page-forms/page-form.js';
import { visitNoticesOperations } from './visit-notices.js';

/** Where the account page's visit-step section is, and the word it reads after a post. */
export const VISIT_NOTICES_PAGE = '/profile';
export const VISIT_NOTICES_RESULT_PARAM = 'notices';

/**
 * The account page's "E-mail me when" section without JavaScript (docs/visit-status.md): the ticked
 * boxes are checked with the form's schema and saved by the operation of PUT /api/user/visit-notices
 * for the visitor, then the browser goes back to the account page, which shows the saved choice and
 * says whether it worked (`?notices=saved|failed`). Signed out, the sign-in page, then back.
 */
const visitNoticesForm: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const { save } = visitNoticesOperations(app, config);
  app.post('/profile/visit-notices', async (request, reply) => {
    const data = formDataOf(request.body);
    const parsed = visitNoticesSchema.safeParse({
      visitNotices: data.getAll('visitNotices').filter((value) => typeof value === 'string'),
    });
    const back = (result: 'saved' | 'failed') =>
      reply.redirect(inPageLanguage(request, `${VISIT_NOTICES_PAGE}?${VISIT_NOTICES_RESULT_PARAM}=${result}`), 303);
    if (!parsed.success) return back('failed');
    const answer = await perform(save, request, reply, { body: parsed.data });
    if (answer.status === 401) return reply.redirect(inPageLanguage(request, signInPathFor(VISIT_NOTICES_PAGE)), 303);
    return back(succeeded(answer) ? 'saved' : 'failed');
  });
};

export default visitNoticesForm;
