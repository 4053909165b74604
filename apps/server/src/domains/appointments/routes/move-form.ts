import { moveAppointmentSchema, signInPathFor } from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
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
import { clientAppointmentOperations } from './client-appointments.js';

const MOVE = { form: 'appointment-move', schema: moveAppointmentSchema } satisfies PageForm<
  typeof moveAppointmentSchema
>;

/**
 * "Move my visit" without JavaScript (docs/booking.md, "Changes by the client and the cut-off"): the
 * picked time is checked with the form's schema and the visit moved by the operation of
 * POST /api/appointments/{id}/move, for the visitor. Moved, the browser goes to My Appointments,
 * which says so (`?moved=<id>`); refused (the time was taken, the cut-off passed), the page is shown
 * again with the message and the times as they are now. Signed out, the sign-in page, then back.
 */
const moveForm: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const { move } = clientAppointmentOperations(app, config);
  app.post<{ Params: { id: string } }>('/appointments/:id/move', async (request, reply) => {
    const page = `/appointments/${encodeURIComponent(request.params.id)}/move`;
    const checked = checkPageForm(MOVE, formDataOf(request.body));
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const answer = await perform(move, request, reply, {
      params: { id: request.params.id },
      body: { slot: String(checked.values.slot ?? '') },
    });
    if (answer.status === 401) return reply.redirect(inPageLanguage(request, signInPathFor(page)), 303);
    if (!succeeded(answer)) {
      return renderResult(app, request, reply, refusalOf(MOVE, checked.values, answer), refusalStatus(answer));
    }
    return reply.redirect(inPageLanguage(request, `/appointments?moved=${encodeURIComponent(request.params.id)}`), 303);
  });
};

export default moveForm;
