import {
  NEWSLETTER_PATHS,
  newsletterConfirmSchema,
  newsletterSignupSchema,
  newsletterUnsubscribeQuerySchema,
} from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { doPageForm, formDataOf, inPageLanguage, type PageForm } from '../../../http/page-forms/page-form.js';
import { newsletterOperations } from './newsletter.js';

const SUBSCRIBE = { form: 'newsletter-subscribe', schema: newsletterSignupSchema } satisfies PageForm<
  typeof newsletterSignupSchema
>;
// The link's token and signature arrive as hidden fields: never written back into a page.
const CONFIRM = { form: 'newsletter-confirm', schema: newsletterConfirmSchema, secret: ['token'] } satisfies PageForm<
  typeof newsletterConfirmSchema
>;
const UNSUBSCRIBE = {
  form: 'newsletter-unsubscribe',
  schema: newsletterUnsubscribeQuerySchema,
  secret: ['s', 't'],
} satisfies PageForm<typeof newsletterUnsubscribeQuerySchema>;

/**
 * The newsletter's pages without JavaScript (docs/newsletter.md): the subscribe form (the footer's
 * too) posts to /newsletter, the confirm and unsubscribe buttons to their pages; each is done by the
 * JSON route's operation (the same checks and rate limits). Done, the page again with `?done=…`, which
 * says what happened; refused, the page with the reason.
 */
const newsletterForms: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const ops = newsletterOperations(app, config);
  const doneAt = (path: string, done: string) => `${path}?done=${done}`;

  app.post(NEWSLETTER_PATHS.subscribe, async (request, reply) => {
    const course = await doPageForm(request, reply, {
      spec: SUBSCRIBE,
      data: formDataOf(request.body),
      op: ops.subscribe,
    });
    if (!course.done) return course.sent;
    return reply.redirect(inPageLanguage(request, doneAt(NEWSLETTER_PATHS.subscribe, 'check-email')), 303);
  });

  app.post(NEWSLETTER_PATHS.confirm, async (request, reply) => {
    const course = await doPageForm(request, reply, { spec: CONFIRM, data: formDataOf(request.body), op: ops.confirm });
    if (!course.done) return course.sent;
    return reply.redirect(inPageLanguage(request, doneAt(NEWSLETTER_PATHS.confirm, 'confirmed')), 303);
  });

  app.post(NEWSLETTER_PATHS.unsubscribe, async (request, reply) => {
    const course = await doPageForm(request, reply, {
      spec: UNSUBSCRIBE,
      data: formDataOf(request.body),
      op: ops.unsubscribe,
      input: (query) => ({ query }),
    });
    if (!course.done) return course.sent;
    return reply.redirect(inPageLanguage(request, doneAt(NEWSLETTER_PATHS.unsubscribe, 'unsubscribed')), 303);
  });
};

export default newsletterForms;
