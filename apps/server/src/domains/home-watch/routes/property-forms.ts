import { homeChecksRequestSchema, propertyInputSchema } from '@ta/shared';
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
import { clientPropertyOperations } from './properties.js';

/** The words a property's page reads after a form's work: added, saved, asked for home checks. */
export const PROPERTY_DONE = { added: 'added=1', saved: 'saved=1', asked: 'asked=1#home-checks' } as const;

// The access notes go in and never come back into the page, not even after a refusal: they are typed again.
const NEW = { form: 'property-new', schema: propertyInputSchema, secret: ['accessNotes'] } satisfies PageForm<
  typeof propertyInputSchema
>;
const EDIT = { form: 'property-edit', schema: propertyInputSchema, secret: ['accessNotes'] } satisfies PageForm<
  typeof propertyInputSchema
>;
const HOME_CHECKS = { form: 'home-checks-request', schema: homeChecksRequestSchema } satisfies PageForm<
  typeof homeChecksRequestSchema
>;

const propertyPage = (id: number | string, done: string) => `/properties/${encodeURIComponent(id)}?${done}`;

/**
 * A client's property pages without JavaScript (docs/home-watch.md, "Without JavaScript"): adding a
 * property on /properties/new, and changing it or asking for home checks on its own page. Each form is
 * checked with the React form's schema and done by the JSON route's operation for the visitor (the same
 * checks: the account holder to add or change, the `act` right to ask; the same rate limit). Done, the
 * property's page saying what was done; refused, the page again with what was typed (never the access
 * notes) and the reasons; signed out, the sign-in page, then back.
 */
const propertyForms: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const ops = clientPropertyOperations(app, config);

  app.post('/properties/new', async (request, reply) => {
    const data = formDataOf(request.body);
    if (sentForm(data) !== NEW.form) return reply.redirect(inPageLanguage(request, '/properties/new'), 303);
    const course = await doPageForm(request, reply, {
      spec: NEW,
      data,
      op: ops.add,
      signInThenBackTo: '/properties/new',
    });
    if (!course.done) return course.sent;
    const { id } = course.answer.body as { id: number };
    return reply.redirect(inPageLanguage(request, propertyPage(id, PROPERTY_DONE.added)), 303);
  });

  app.post<{ Params: { id: string } }>('/properties/:id', async (request, reply) => {
    const { id } = request.params;
    const page = `/properties/${encodeURIComponent(id)}`;
    const data = formDataOf(request.body);
    const work = { data, signInThenBackTo: page };
    let course: PageFormCourse;
    let done: string;
    switch (sentForm(data)) {
      case EDIT.form:
        course = await doPageForm(request, reply, {
          ...work,
          spec: EDIT,
          op: ops.update,
          input: (body) => ({ params: { id }, body }),
        });
        done = PROPERTY_DONE.saved;
        break;
      case HOME_CHECKS.form:
        course = await doPageForm(request, reply, {
          ...work,
          spec: HOME_CHECKS,
          op: ops.askForHomeChecks,
          // The operation reads the note again: blank is sent as none, as the browser's call does.
          input: (body) => ({ params: { id }, body: body.note === null ? {} : { note: body.note } }),
        });
        done = PROPERTY_DONE.asked;
        break;
      default:
        // A form without a handler here, sent before the page's script loaded: back to the page.
        return reply.redirect(inPageLanguage(request, page), 303);
    }
    if (!course.done) return course.sent;
    return reply.redirect(inPageLanguage(request, propertyPage(id, done)), 303);
  });
};

export default propertyForms;
