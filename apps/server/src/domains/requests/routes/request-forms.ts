import {
  appointmentRequestSchema,
  contactRequestReceiptSchema,
  landingContactSchema,
  PHOTO_FILE_FIELD,
  landingRequestSubmissionSchema,
  requestPhotoDetails,
  slotValue,
  takesFurniturePhotos,
  type z,
} from '@ta/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { callApiAs, type ApiAnswer } from '../../../lib/api-as-visitor.js';
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
  sendPhotos,
  type PhotoFormOptions,
} from '../../../http/page-forms/photo-upload.js';

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
function trackingPageOf(answer: ApiAnswer): string {
  const { trackingToken } = contactRequestReceiptSchema.parse(answer.body);
  return `/track-request?token=${encodeURIComponent(trackingToken)}&received=1`;
}

async function sendRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: PageForm<z.ZodType>,
  checked: { payload: unknown; values: Record<string, string | boolean> },
) {
  const app = request.server;
  const answer = await callApiAs(app, request, { method: 'POST', url: '/api/contact', body: checked.payload });
  if (succeeded(answer)) return reply.redirect(inPageLanguage(request, trackingPageOf(answer)), 303);
  return renderResult(app, request, reply, refusalOf(spec, checked.values, answer), refusalStatus(answer));
}

/** The landing page's contact form and request form (url-encoded). */
export const landingForms: FastifyPluginAsync = async (app) => {
  app.post('/', async (request, reply) => {
    const data = formDataOf(request.body);
    const spec: PageForm<z.ZodType> = sentForm(data) === LANDING_REQUEST.form ? LANDING_REQUEST : CONTACT;
    const checked = checkPageForm(spec, data);
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    return sendRequest(request, reply, spec, checked);
  });
};

/**
 * Request an Appointment (multipart, for its furniture photos). As in the browser, chosen photos of a
 * furniture service go first, so a refused photo leaves no request behind.
 */
export const appointmentForm: FastifyPluginAsync<PhotoFormOptions> = async (app, { readLimit }) => {
  app.post('/contact', { config: { rateLimit: readLimit } }, async (request, reply) => {
    const data = formDataOf(request.body);
    const checked = checkPageForm(APPOINTMENT, data);
    if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
    const photos = chosenPhotos(data);
    const service = await app.repos.serviceTypes.findActiveById(checked.payload.serviceTypeId);
    if (photos.length > 0 && service && takesFurniturePhotos(service.name)) {
      const upload = new FormData();
      const details = requestPhotoDetails(service.name, checked.payload.message);
      upload.append('clientEmail', checked.payload.email);
      upload.append('furnitureType', details.furnitureType);
      upload.append('furnitureDescription', details.furnitureDescription);
      for (const photo of photos) upload.append(PHOTO_FILE_FIELD, photo);
      const answer = await sendPhotos(request, '/api/furniture-photos?shape=array', upload);
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
    return sendRequest(request, reply, APPOINTMENT, {
      ...checked,
      payload: { ...checked.payload, slot: slot ? slotValue(slot) : undefined },
    });
  });
};
