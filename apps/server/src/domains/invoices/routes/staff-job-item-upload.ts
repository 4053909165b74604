import {
  JOB_TIME_MESSAGES as M,
  jobItemFieldsSchema,
  jobTimeSchema,
  RECEIPT_FILE_FIELD,
  type JobItemFields,
} from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { badRequest, payloadTooLarge, validationFailed } from '../../../lib/http-errors.js';
import multipart from '../../../http/photo-multipart.js';
import { multipartRefusal } from '../../../http/multipart-refusals.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { addJobItem, checkJobItemsOpen } from '../job-time.js';
import { prepareSentPhoto } from '../../photos/index.js';
import { serviceContext } from '../../service-context.js';

/** How the photo pipeline's messages name the receipt. */
const THE_RECEIPT = 'The receipt photo';

/** The form's text fields and its one optional photo, in memory (bounded by the multipart limits). */
async function readItemForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; photo?: Buffer }> {
  const fields = new Map<string, string>();
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== RECEIPT_FILE_FIELD) throw badRequest('receipt_one_at_a_time');
        const bytes = await part.toBuffer();
        // A phone form sends an empty file part when no photo was chosen.
        if (bytes.length === 0 && !part.filename) continue;
        if (photo) throw badRequest('receipt_one_at_a_time', { [RECEIPT_FILE_FIELD]: M.oneReceipt });
        // Busboy may flag the limit only after the last chunk; a cut-off file is never a photo.
        if (part.file.truncated) throw payloadTooLarge('photo_too_large', { photo: THE_RECEIPT });
        photo = bytes;
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw payloadTooLarge('photo_form_too_large');
        if (typeof part.value === 'string' && !fields.has(part.fieldname)) fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    throw multipartRefusal(err, {
      photo: THE_RECEIPT,
      tooManyFiles: badRequest('receipt_one_at_a_time', { [RECEIPT_FILE_FIELD]: M.oneReceipt }),
      notMultipart: 'job_item_form_invalid',
    });
  }
  return { fields: Object.fromEntries(fields), ...(photo ? { photo } : {}) };
}

function validateFields(fields: Record<string, string>): JobItemFields {
  const result = jobItemFieldsSchema.safeParse(fields);
  if (result.success) return result.data;
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[issue.path.join('.') || 'body'] ??= issue.message;
  throw validationFailed(result.error.issues[0]?.message ?? M.itemFormInvalid, problems);
}

/**
 * POST /api/staff/appointments/{id}/items: a grocery, part or other item bought for the job, with an
 * optional receipt photo (multipart: kind, description, amount, receipt), through the same pipeline
 * as the visit photos. Its own plugin, so the multipart parser covers this route only.
 */
const jobItemUploadRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(multipart);
  const ctx = serviceContext(app, config);

  app.post(
    '/staff/appointments/:id/items',
    { schema: { params: idParams, response: { 201: jobTimeSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const appointmentId = routeIdOr404(request.params.id, 'appointment_not_found');
      // Everything that can refuse without the form is decided before its bytes are read.
      await checkJobItemsOpen(ctx, user, appointmentId);
      const form = await readItemForm(request);
      const fields = validateFields(form.fields);
      // Checked and re-encoded (upright, no EXIF or GPS) in memory before anything is written.
      const photo = form.photo ? await prepareSentPhoto(form.photo, THE_RECEIPT) : undefined;
      return reply.code(201).send(await addJobItem(ctx, user, appointmentId, fields, photo));
    },
  );
};

export default jobItemUploadRoutes;
