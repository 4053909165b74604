import { feedbackFormSchema } from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { doPageForm, formDataOf, inPageLanguage, type PageForm } from '../../../http/page-forms/page-form.js';
import { feedbackLinkOperations } from './feedback-links.js';

const FEEDBACK = { form: 'feedback', schema: feedbackFormSchema } satisfies PageForm<typeof feedbackFormSchema>;

/**
 * The feedback page's form without JavaScript (docs/feedback.md): posted to its page, done by the JSON
 * route's operation; done, the browser lands on the same page, which now thanks the client; refused
 * (no stars, answered already), the page shows the form again with the reason.
 */
const feedbackForm: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const { answer } = feedbackLinkOperations(app, config);
  app.post<{ Params: { token: string } }>('/feedback/:token', async (request, reply) => {
    const { token } = request.params;
    const course = await doPageForm(request, reply, {
      spec: FEEDBACK,
      data: formDataOf(request.body),
      op: answer,
      input: (body) => ({ params: { token }, body }),
    });
    if (!course.done) return course.sent;
    return reply.redirect(inPageLanguage(request, `/feedback/${encodeURIComponent(token)}`), 303);
  });
};

export default feedbackForm;
