import { calendarFeedFormSchema, samePagePath } from '@ta/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import {
  doPageForm,
  formDataOf,
  inPageLanguage,
  sentForm,
  showOutcome,
  type PageForm,
} from '../../../http/page-forms/page-form.js';
import { calendarFeedOperations } from './calendar-feed-settings.js';

/**
 * The account page's other forms, which their own domains do: the name-and-e-mail form (accounts), the
 * card on file and autopay (payments) and the texts (sms). They post to the same page
 * (http/page-forms/index.ts hands their handlers over).
 */
type PageFormHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
/** A section of the account page with several forms: their ids, and the handler that does the one sent. */
export interface SectionForms {
  forms: readonly string[];
  send: (request: FastifyRequest, reply: FastifyReply, sent: string) => Promise<FastifyReply>;
}

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
const calendarFeedForms: FastifyPluginAsync<{
  config: AppConfig;
  sendProfileForm: PageFormHandler;
  sections: readonly SectionForms[];
}> = async (app, { config, sendProfileForm, sections }) => {
  const ops = calendarFeedOperations(app, config);
  app.post(CALENDAR_FEED_PAGE, async (request, reply) => {
    const data = formDataOf(request.body);
    const sent = sentForm(data);
    if (sent === 'profile') return sendProfileForm(request, reply);
    const section = sent === null ? undefined : sections.find(({ forms }) => forms.includes(sent));
    if (section && sent !== null) return section.send(request, reply, sent);
    const spec = sent === STOP.form ? STOP : sent === MAKE.form ? MAKE : null;
    // The password form has no no-JavaScript handler: sent before the
    // script loaded, they go back to the page, as any such post does (page-forms/index.ts).
    if (!spec) return reply.redirect(samePagePath(request.url) ?? inPageLanguage(request, CALENDAR_FEED_PAGE), 303);
    const course = await doPageForm(request, reply, {
      spec,
      data,
      op: spec === STOP ? ops.stop : ops.make,
      input: () => ({}),
      signInThenBackTo: CALENDAR_FEED_PAGE,
    });
    if (!course.done) return course.sent;
    return showOutcome(request, reply, spec, course.answer.body);
  });
};

export default calendarFeedForms;
