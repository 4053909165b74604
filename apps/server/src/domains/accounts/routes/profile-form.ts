import { profileSchema, signInPathFor } from '@ta/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callApiAs } from '../../../lib/api-as-visitor.js';
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
 * through PATCH /api/user/profile as the visitor (a new e-mail needs the current password, never
 * shown back). A refusal shows the page again with what was typed; signed out, the sign-in page.
 * The page's other forms post to the same URL (calendar-feed-forms.ts hands this one over).
 */
export async function sendProfileForm(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const checked = checkPageForm(PROFILE, formDataOf(request.body));
  if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
  const answer = await callApiAs(app, request, { method: 'PATCH', url: '/api/user/profile', body: checked.payload });
  if (answer.status === 401) return reply.redirect(inPageLanguage(request, signInPathFor(PROFILE_PAGE)), 303);
  if (!succeeded(answer)) {
    return renderResult(app, request, reply, refusalOf(PROFILE, checked.values, answer), refusalStatus(answer));
  }
  return reply.redirect(inPageLanguage(request, `${PROFILE_PAGE}?${PROFILE_RESULT_PARAM}=saved`), 303);
}
