import { findingDecisionFormSchema } from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { doPageForm, formDataOf, inPageLanguage, sentForm, type PageForm } from '../../../http/page-forms/page-form.js';
import { findingOperations } from './findings.js';

const DECISION = { form: 'finding-decision', schema: findingDecisionFormSchema } satisfies PageForm<
  typeof findingDecisionFormSchema
>;

/**
 * The owner's answer to a finding on the report's page without JavaScript (docs/home-watch.md, "Without
 * JavaScript"): the pressed button's decision and the note, done by the JSON route's operation for the
 * visitor (the same checks: a client, or a contact with `act`; another client's finding is not found).
 * Done, the report again at that finding, which now shows the decision; refused, the report with the
 * reason by the finding; signed out, the sign-in page, then back.
 */
const findingDecisionForm: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const { decide } = findingOperations(app, config);

  app.post<{ Params: { id: string } }>('/reports/:id', async (request, reply) => {
    const page = `/reports/${encodeURIComponent(request.params.id)}`;
    const data = formDataOf(request.body);
    if (sentForm(data) !== DECISION.form) return reply.redirect(inPageLanguage(request, page), 303);
    const course = await doPageForm(request, reply, {
      spec: DECISION,
      data,
      op: decide,
      input: ({ itemId, ...body }) => ({ params: { id: String(itemId) }, body }),
      signInThenBackTo: page,
    });
    if (!course.done) return course.sent;
    const { id } = course.answer.body as { id: number };
    return reply.redirect(inPageLanguage(request, `${page}?decided=${id}#finding-${id}`), 303);
  });
};

export default findingDecisionForm;
