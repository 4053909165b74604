import { findingPhotoSchema, PHOTO_FILE_FIELD, VISIT_RUN_MESSAGES as R } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../accounts/index.js';
import { badRequest, payloadTooLarge } from '../../../lib/http-errors.js';
import { idParams, idSegment, parseRouteId } from '../../../lib/route-id.js';
import multipart from '../../../http/photo-multipart.js';
import { multipartRefusal } from '../../../http/multipart-refusals.js';
import { prepareSentPhoto } from '../../photos/index.js';
import type { AppConfig } from '../../../config.js';
import { serviceContext } from '../../service-context.js';
import { addFindingPhoto, photoTarget } from '../visit-run-service.js';

/** How the photo pipeline's messages name the one photo of a request. */
const THE_PHOTO = 'The photo';

/** The one file of the form, in memory (bounded by the multipart limits); text fields are ignored. */
async function readOnePhoto(request: FastifyRequest): Promise<Buffer> {
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== PHOTO_FILE_FIELD) throw badRequest('photo_wrong_field');
      if (photo) throw badRequest('visit_one_photo', { [PHOTO_FILE_FIELD]: R.onePhoto });
      const bytes = await part.toBuffer();
      // Busboy may flag the limit only after the last chunk; a cut-off file is never a photo.
      if (part.file.truncated) throw payloadTooLarge('photo_too_large', { photo: THE_PHOTO });
      photo = bytes;
    }
  } catch (err) {
    throw multipartRefusal(err, {
      photo: THE_PHOTO,
      tooManyFiles: badRequest('visit_one_photo', { [PHOTO_FILE_FIELD]: R.onePhoto }),
      notMultipart: 'photo_not_multipart',
    });
  }
  if (!photo) throw badRequest('visit_no_photo', { [PHOTO_FILE_FIELD]: R.noPhoto });
  return photo;
}

/**
 * A photo of a checklist item, one per request (a phone on a weak signal sends each as it is
 * taken), through the same pipeline as the furniture photos: random key, WEBP, full and thumbnail.
 * Its own plugin, so the multipart parser covers this route only.
 */
const visitPhotoUploadRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(multipart);
  const ctx = serviceContext(app, config);

  app.post(
    '/admin/visits/:id/items/:itemId/photos',
    { schema: { params: idParams.extend({ itemId: idSegment }), response: { 201: findingPhotoSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      // Everything that can refuse without the photo is decided before its bytes are read.
      const target = await photoTarget(ctx, user, request.params.id, parseRouteId(request.params.itemId));
      // Checked and re-encoded (upright, no EXIF or GPS) in memory before anything is written.
      const photo = await prepareSentPhoto(await readOnePhoto(request), THE_PHOTO);
      return reply.code(201).send(await addFindingPhoto(ctx, user, target, photo));
    },
  );
};

export default visitPhotoUploadRoutes;
