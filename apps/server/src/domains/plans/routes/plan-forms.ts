import {
  planChangeFormSchema,
  planPauseEndFormSchema,
  planPauseFormSchema,
  planSkipFormSchema,
  planStopFormSchema,
  servicePlanInputSchema,
} from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import {
  doPageForm,
  formDataOf,
  inPageLanguage,
  sentForm,
  type PageForm,
  type PageFormCourse,
} from '../../../http/page-forms/page-form.js';
import { clientPlanOperations } from './client-plans.js';

/** The page the standing visits are on, and the word it reads after a form's work. */
export const PLANS_PAGE = '/plans';
export const PLANS_DONE_PARAM = 'done';

const NEW = { form: 'plan-new', schema: servicePlanInputSchema } satisfies PageForm<typeof servicePlanInputSchema>;
const SKIP = { form: 'plan-skip', schema: planSkipFormSchema } satisfies PageForm<typeof planSkipFormSchema>;
const PAUSE = { form: 'plan-pause', schema: planPauseFormSchema } satisfies PageForm<typeof planPauseFormSchema>;
const PAUSE_END = { form: 'plan-pause-end', schema: planPauseEndFormSchema } satisfies PageForm<
  typeof planPauseEndFormSchema
>;
const CHANGE = { form: 'plan-change', schema: planChangeFormSchema } satisfies PageForm<typeof planChangeFormSchema>;
const STOP = { form: 'plan-stop', schema: planStopFormSchema } satisfies PageForm<typeof planStopFormSchema>;

/**
 * The standing-visits page without JavaScript (docs/service-plans.md): each form posts to the page, is
 * checked with the React form's schema and done by the JSON route's operation for the visitor (the same
 * checks: the client, or a contact with `act`). Done, back to the page saying what was done
 * (`?done=created|skipped|paused|resumed|changed|stopped`, at the plan); refused, the page again with the
 * reason beside the form; signed out, the sign-in page, then back.
 */
const planForms: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const ops = clientPlanOperations(app, config);
  app.post(PLANS_PAGE, async (request, reply) => {
    const data = formDataOf(request.body);
    const sent = sentForm(data);
    const work = { data, signInThenBackTo: PLANS_PAGE };
    const planId = String(data.get('planId') ?? '');
    const params = { id: planId };
    let course: PageFormCourse;
    let done: string;
    switch (sent) {
      case NEW.form:
        course = await doPageForm(request, reply, { ...work, spec: NEW, op: ops.create });
        done = 'created';
        break;
      case SKIP.form:
        course = await doPageForm(request, reply, {
          ...work,
          spec: SKIP,
          op: ops.skip,
          input: (body) => ({ params, body: { day: body.day } }),
        });
        done = 'skipped';
        break;
      case PAUSE.form:
        course = await doPageForm(request, reply, {
          ...work,
          spec: PAUSE,
          op: ops.pause,
          input: (body) => ({ params, body: { firstDay: body.firstDay, lastDay: body.lastDay } }),
        });
        done = 'paused';
        break;
      case PAUSE_END.form:
        course = await doPageForm(request, reply, {
          ...work,
          spec: PAUSE_END,
          op: ops.endPause,
          input: (body) => ({ params: { id: body.planId, pauseId: body.pauseId } }),
        });
        done = 'resumed';
        break;
      case CHANGE.form:
        course = await doPageForm(request, reply, {
          ...work,
          spec: CHANGE,
          op: ops.change,
          input: (body) => ({ params, body: { startTime: body.startTime, endsOn: body.endsOn } }),
        });
        done = 'changed';
        break;
      case STOP.form:
        course = await doPageForm(request, reply, { ...work, spec: STOP, op: ops.stop, input: () => ({ params }) });
        done = 'stopped';
        break;
      default:
        // A form without a handler here, sent before the page's script loaded: back to the page.
        return reply.redirect(inPageLanguage(request, PLANS_PAGE), 303);
    }
    if (!course.done) return course.sent;
    const id = (course.answer.body as { id?: number } | undefined)?.id;
    const anchor = id === undefined ? '' : `#plan-${id}`;
    return reply.redirect(inPageLanguage(request, `${PLANS_PAGE}?${PLANS_DONE_PARAM}=${done}${anchor}`), 303);
  });
};

export default planForms;
