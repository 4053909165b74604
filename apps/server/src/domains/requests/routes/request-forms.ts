import {
  appointmentRequestSchema,
  contactRequestReceiptSchema,
  landingContactSchema,
  landingRequestSubmissionSchema,
  requestPhotoDetails,
  slotValue,
  takesFurniturePhotos,
  type PageFormValues,
  type z,
} from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import type { Answer } from '../../../http/operations.js';
import {
  doPageForm,
  formDataOf,
  inPageLanguage,
  refusalStatus,
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

/** The landing page's contact form and request form (url-encoded). */
export const landingForms: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const { submit } = contactOperations(app, config);
  app.post('/', async (request, reply) => {
    const data = formDataOf(request.body);
    const spec: PageForm<z.ZodType> = sentForm(data) === LANDING_REQUEST.form ? LANDING_REQUEST : CONTACT;
    const course = await doPageForm(request, reply, { spec, data, op: submit });
    return course.done ? reply.redirect(inPageLanguage(request, trackingPageOf(course.answer)), 303) : course.sent;
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
    /** Chosen photos of a furniture service go first: refused, the page says why and no request is sent. */
    const photosFirst = async (payload: z.output<typeof appointmentRequestSchema>, values: PageFormValues) => {
      const photos = chosenPhotos(data);
      // The service among those GET /api/service-types offers: a withdrawn one takes no photos.
      const service =
        photos.length > 0 ? (await activeServiceTypes(ctx)).find(({ id }) => id === payload.serviceTypeId) : undefined;
      if (!service || !takesFurniturePhotos(service.name)) return null;
      const details = requestPhotoDetails(service.name, payload.message);
      const answer = await upload(request, reply, {
        fields: { clientEmail: payload.email, ...details },
        photos,
        shape: 'array',
      });
      return succeeded(answer)
        ? null
        : { result: photoRefusalOf(APPOINTMENT, values, answer), status: refusalStatus(answer) };
    };
    const course = await doPageForm(request, reply, {
      spec: APPOINTMENT,
      data,
      op: submit,
      first: photosFirst,
      // The checked pick is its day and start: the API reads the list's "yyyy-MM-ddTHH:mm" (docs/booking.md).
      input: (payload) => ({ body: { ...payload, slot: payload.slot ? slotValue(payload.slot) : undefined } }),
    });
    return course.done ? reply.redirect(inPageLanguage(request, trackingPageOf(course.answer)), 303) : course.sent;
  });
};
