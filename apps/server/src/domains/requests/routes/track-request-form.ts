import type { FastifyPluginAsync } from 'fastify';
import { formDataOf, inPageLanguage } from '../../../http/page-forms/page-form.js';

/** Longer than any code typed with spaces; the rest is never a code, and stays out of the address. */
const MAX_TYPED_CODE = 100;

/**
 * /track-request: its form is a GET form (`?token=`), which the page answers itself. A form posted to
 * it gets that same page, through post/redirect/get; a wrong code is the page's own Request Not Found.
 */
const trackRequestForm: FastifyPluginAsync = async (app) => {
  app.post('/track-request', async (request, reply) => {
    const token = formDataOf(request.body).get('token');
    const typed = typeof token === 'string' ? token.trim().slice(0, MAX_TYPED_CODE) : '';
    return reply.redirect(inPageLanguage(request, `/track-request?token=${encodeURIComponent(typed)}`), 303);
  });
};

export default trackRequestForm;
