import { callbackReceiptSchema, callbackRequestSchema } from '@ta/shared';
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
import { callbackOperations } from './callback.js';

const CALLBACK = { form: 'callback', schema: callbackRequestSchema } satisfies PageForm<typeof callbackRequestSchema>;

/**
 * "Call me back", the small form on every public and client page, posts here when JavaScript is off
 * (its `action`, since it is on every page), and is done by the operation of POST /api/callback for
 * the visitor, in its limit. Sent, it lands on the tracking page of its code, in the page's language;
 * refused, the /call-me-back page shows the form again with what to fix.
 */
const callbackForm: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const { ask } = callbackOperations(app, config);
  app.post('/call-me-back', async (request, reply) => {
    const checked = checkPageForm(CALLBACK, formDataOf(request.body));
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const answer = await perform(ask, request, reply, { body: checked.payload });
    if (!succeeded(answer)) {
      return renderResult(app, request, reply, refusalOf(CALLBACK, checked.values, answer), refusalStatus(answer));
    }
    const { trackingToken } = callbackReceiptSchema.parse(answer.body);
    const tracking = `/track-request?token=${encodeURIComponent(trackingToken)}&received=1`;
    return reply.redirect(inPageLanguage(request, tracking), 303);
  });
};

export default callbackForm;
