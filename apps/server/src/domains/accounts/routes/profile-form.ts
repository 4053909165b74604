import { profileSchema, signInPathFor } from '@ta/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { perform } from '../../../http/operations.js';
import {
  checkPageForm,
  formDataOf,
  inPageLanguage,
  refusalOf,
  refusalStatus,
  renderResult,
  succeeded,
  type PageForm,
} from '../../../http/page-forms/page-form.js';
import { ownAccountOperations } from './account.js';

const PROFILE = {
  form: 'profile',
  schema: profileSchema,
  secret: ['currentPassword'],
} satisfies PageForm<typeof profileSchema>;

/** Where the account page is, and the word it reads after a saved post. */
const PROFILE_PAGE = '/profile';
export const PROFILE_RESULT_PARAM = 'profile';

/**
 * The account page's name and e-mail without JavaScript: checked with the form's schema and saved
 * by the operation of PATCH /api/user/profile for the visitor (a new e-mail needs the current
 * password, never shown back). A refusal shows the page again with what was typed; signed out, the
 * sign-in page. The page's other forms post to the same URL (calendar-feed-forms.ts hands this one
 * over to the handler made here).
 */
export function profileForm(app: FastifyInstance, config: AppConfig) {
  const { profile } = ownAccountOperations(app, config);
  return async function sendProfileForm(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const checked = checkPageForm(PROFILE, formDataOf(request.body));
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const answer = await perform(profile, request, reply, { body: checked.payload });
    if (answer.status === 401) return reply.redirect(inPageLanguage(request, signInPathFor(PROFILE_PAGE)), 303);
    if (!succeeded(answer)) {
      return renderResult(app, request, reply, refusalOf(PROFILE, checked.values, answer), refusalStatus(answer));
    }
    return reply.redirect(inPageLanguage(request, `${PROFILE_PAGE}?${PROFILE_RESULT_PARAM}=saved`), 303);
  };
}
