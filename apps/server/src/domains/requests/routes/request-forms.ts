import {
  appointmentRequestSchema,
  contactRequestReceiptSchema,
  landingContactSchema,
  landingRequestSubmissionSchema,
  requestPhotoDetails,
  slotValue,
  takesFurniturePhotos,
  type z,
} from '@ta/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { perform, type Answer, type AnyOperation } from '../../../http/operations.js';
import {
  checkPageForm,
  formDataOf,
  inPageLanguage,
  refusalOf,
  refusalStatus,
  renderResult,
  sentForm,
  succeeded,
  type PageForm,
} from '../../../http/page-forms/page-form.js';
import {
  chosenPhotos,
  photoRefusalOf,
  photoUpload,
  type PhotoFormOptions,
} from '../../../http/page-forms/photo-upload.js';
import { serviceContext } from '../../service-context.js';
import { activeServiceTypes } from '../contact-request-reads.js';
import { contactOperations } from './submit.js';

const CONTACT = { form: 'contact', schema: landingContactSchema } satisfies PageForm<typeof landingContactSchema>;
// The landing request form's schema gives its payload, as the React form sends it. Its page form id,
// sent in the form's hidden field, stays 'quote'.
const LANDING_REQUEST = {
  form: 'quote',
  schema: landingRequestSubmissionSchema,
} satisfies PageForm<typeof landingRequestSubmissionSchema>;
const APPOINTMENT = {
  form: 'appointment',
  schema: appointmentRequestSchema,
} satisfies PageForm<typeof appointmentRequestSchema>;

/**
 * Post/redirect/get: a sent request's result page is the tracking page of its code, which shows the
 * code and what happens next, and can be bookmarked (`received` adds the thank-you).
 */
function trackingPageOf(answer: Answer): string {
  const { trackingToken } = contactRequestReceiptSchema.parse(answer.body);
  return `/track-request?token=${encodeURIComponent(trackingToken)}&received=1`;
}

/** Sends a checked request by the operation of POST /api/contact, for the visitor, in its limit. */
async function sendRequest(
  submit: AnyOperation,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: PageForm<z.ZodType>,
  checked: { payload: unknown; values: Record<string, string | boolean> },
) {
  const app = request.server;
  const answer = await perform(submit, request, reply, { body: checked.payload });
  if (succeeded(answer)) return reply.redirect(inPageLanguage(request, trackingPageOf(answer)), 303);
  return renderResult(app, request, reply, refusalOf(spec, checked.values, answer), refusalStatus(answer));
}

/** The landing page's contact form and request form (url-encoded). */
export const landingForms: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const { submit } = contactOperations(app, config);
  app.post('/', async (request, reply) => {
    const data = formDataOf(request.body);
    const spec: PageForm<z.ZodType> = sentForm(data) === LANDING_REQUEST.form ? LANDING_REQUEST : CONTACT;
    const checked = checkPageForm(spec, data);
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    return sendRequest(submit, request, reply, spec, checked);
  });
};

/**
 * Request an Appointment (multipart, for its furniture photos). As in the browser, chosen photos of a
 * furniture service go first (by the upload's operation, as POST /api/furniture-photos), so a refused
 * photo leaves no request behind.
 */
export const appointmentForm: FastifyPluginAsync<PhotoFormOptions> = async (app, { readLimit, config }) => {
  const ctx = serviceContext(app, config);
  const { submit } = contactOperations(app, config);
  const upload = photoUpload(app, config);
  app.post('/contact', { config: { rateLimit: readLimit } }, async (request, reply) => {
    const data = formDataOf(request.body);
    const checked = checkPageForm(APPOINTMENT, data);
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const photos = chosenPhotos(data);
    // The service among those GET /api/service-types offers: a withdrawn one takes no photos.
    const service =
      photos.length > 0
        ? (await activeServiceTypes(ctx)).find(({ id }) => id === checked.payload.serviceTypeId)
        : undefined;
    if (service && takesFurniturePhotos(service.name)) {
      const details = requestPhotoDetails(service.name, checked.payload.message);
      const answer = await upload(request, reply, {
        fields: { clientEmail: checked.payload.email, ...details },
        photos,
        shape: 'array',
      });
      if (!succeeded(answer)) {
        return renderResult(
          app,
          request,
          reply,
          photoRefusalOf(APPOINTMENT, checked.values, answer),
          refusalStatus(answer),
        );
      }
    }
    // The checked pick is its day and start: the API reads the list's "yyyy-MM-ddTHH:mm" (docs/booking.md).
    const { slot } = checked.payload;
    return sendRequest(submit, request, reply, APPOINTMENT, {
      ...checked,
      payload: { ...checked.payload, slot: slot ? slotValue(slot) : undefined },
    });
  });
};
