import { FURNITURE_PHOTO_MESSAGES, furniturePhotoUploadResultSchema, furniturePhotoUploadSchema } from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
import {
  checkPageForm,
  formDataOf,
  refusalStatus,
  renderResult,
  succeeded,
  type PageForm,
} from '../../../http/page-forms/page-form.js';
import {
  chosenPhotos,
  photoRefusalOf,
  photoUpload,
  type PhotoFormOptions,
} from '../../../http/page-forms/photo-upload.js';

const FURNITURE_UPLOAD = {
  form: 'furniture-upload',
  schema: furniturePhotoUploadSchema,
} satisfies PageForm<typeof furniturePhotoUploadSchema>;

/**
 * /furniture-upload (multipart): the photos and their details, uploaded by the upload's operation as
 * POST /api/furniture-photos does it, then the thank-you in place of the form.
 */
const furnitureUploadForm: FastifyPluginAsync<PhotoFormOptions> = async (app, { readLimit, config }) => {
  const upload = photoUpload(app, config);
  app.post('/furniture-upload', { config: { rateLimit: readLimit } }, async (request, reply) => {
    const data = formDataOf(request.body);
    const photos = chosenPhotos(data);
    const checked = checkPageForm(FURNITURE_UPLOAD, data);
    // As in the browser: the fields' problems and a missing photo are told together.
    if (!checked.ok || photos.length === 0) {
      const result = checked.ok
        ? { form: FURNITURE_UPLOAD.form, values: checked.values, errors: {}, message: null }
        : checked.result;
      const errors =
        photos.length === 0 ? { ...result.errors, photos: FURNITURE_PHOTO_MESSAGES.selectAtLeastOne } : result.errors;
      return renderResult(app, request, reply, { ...result, errors }, refusalStatus());
    }
    const { clientEmail, furnitureType, furnitureDescription } = checked.payload;
    const answer = await upload(request, reply, {
      fields: { clientEmail, furnitureType, furnitureDescription },
      photos,
    });
    if (!succeeded(answer)) {
      return renderResult(
        app,
        request,
        reply,
        photoRefusalOf(FURNITURE_UPLOAD, checked.values, answer),
        refusalStatus(answer),
      );
    }
    const outcome = furniturePhotoUploadResultSchema.parse(answer.body);
    return renderResult(
      app,
      request,
      reply,
      { form: FURNITURE_UPLOAD.form, values: checked.values, errors: {}, message: null, outcome },
      200,
    );
  });
};

export default furnitureUploadForm;
