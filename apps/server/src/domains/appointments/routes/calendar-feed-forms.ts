import { calendarFeedFormSchema, samePagePath, signInPathFor } from '@ta/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { perform } from '../../../http/operations.js';
import {
  formDataOf,
  inPageLanguage,
  refusalOf,
  refusalStatus,
  renderResult,
  sentForm,
  succeeded,
  type PageForm,
} from '../../../http/page-forms/page-form.js';
import { calendarFeedOperations } from './calendar-feed-settings.js';

/**
 * The account page's name-and-e-mail form, which the accounts domain does: it posts to the same page
 * (http/page-forms/index.ts hands its handler over).
 */
type PageFormHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Where the account page's calendar section is: its forms post to the page itself. */
export const CALENDAR_FEED_PAGE = '/profile';

const MAKE = { form: 'calendar-feed-make', schema: calendarFeedFormSchema } satisfies PageForm<
  typeof calendarFeedFormSchema
>;
const STOP = { form: 'calendar-feed-stop', schema: calendarFeedFormSchema } satisfies PageForm<
  typeof calendarFeedFormSchema
>;

/**
 * The account page's "Calendar on your phone" without JavaScript (docs/booking.md, "Calendar feeds"):
 * "Make my calendar address" and "Stop the calendar" post to the page, which does the work by the
 * JSON route's operation for the visitor and answers with the page. A new address is in that
 * answer's body only (pages answering a form are never stored), never in a URL or a redirect. Signed
 * out: the sign-in page, then back.
 */
const calendarFeedForms: FastifyPluginAsync<{ config: AppConfig; sendProfileForm: PageFormHandler }> = async (
  app,
  { config, sendProfileForm },
) => {
  const ops = calendarFeedOperations(app, config);
  app.post(CALENDAR_FEED_PAGE, async (request, reply) => {
    const sent = sentForm(formDataOf(request.body));
    if (sent === 'profile') return sendProfileForm(request, reply);
    const spec = sent === STOP.form ? STOP : sent === MAKE.form ? MAKE : null;
    // The password form has no no-JavaScript handler: sent before the
    // script loaded, they go back to the page, as any such post does (page-forms/index.ts).
    if (!spec) return reply.redirect(samePagePath(request.url) ?? inPageLanguage(request, CALENDAR_FEED_PAGE), 303);
    const answer = await perform(spec === STOP ? ops.stop : ops.make, request, reply);
    if (answer.status === 401) return reply.redirect(inPageLanguage(request, signInPathFor(CALENDAR_FEED_PAGE)), 303);
    const result = succeeded(answer)
      ? { form: spec.form, values: {}, errors: {}, message: null, outcome: answer.body }
      : refusalOf(spec, {}, answer);
    return renderResult(app, request, reply, result, succeeded(answer) ? 200 : refusalStatus(answer));
  });
};

export default calendarFeedForms;
