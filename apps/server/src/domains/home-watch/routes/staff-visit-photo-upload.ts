import { findingPhotoSchema, PHOTO_FILE_FIELD, VISIT_RUN_MESSAGES as R } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../accounts/index.js';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../../lib/http-errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
import multipart from '../../../http/photo-multipart.js';
import { PhotoRejectedError, preparePhoto, type PreparedPhoto } from '../../photos/index.js';
import type { AppConfig } from '../../../config.js';
import { serviceContext } from '../../service-context.js';
import { addFindingPhoto, photoTarget } from '../visit-run-service.js';

const id = z.string().max(20);
/** How the photo pipeline's messages name the one photo of a request. */
const THE_PHOTO = 'The photo';

function errorCode(err: unknown): unknown {
  return typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
}

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
    switch (errorCode(err)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw payloadTooLarge('photo_too_large', { photo: THE_PHOTO });
      case 'FST_FILES_LIMIT':
        throw badRequest('visit_one_photo', { [PHOTO_FILE_FIELD]: R.onePhoto });
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw payloadTooLarge('photo_form_too_large');
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw unsupportedMediaType('photo_not_multipart');
      default:
        throw err;
    }
  }
  if (!photo) throw badRequest('visit_no_photo', { [PHOTO_FILE_FIELD]: R.noPhoto });
  return photo;
}

/** Checked and re-encoded (upright, no EXIF or GPS) in memory before anything is written. */
async function prepare(bytes: Buffer): Promise<PreparedPhoto> {
  try {
    return await preparePhoto(bytes);
  } catch (err) {
    if (!(err instanceof PhotoRejectedError)) throw err;
    if (err.reason === 'type') throw unsupportedMediaType('photo_not_an_image', { photo: THE_PHOTO });
    if (err.reason === 'pixels') throw badRequest('photo_too_many_pixels', { photo: THE_PHOTO });
    throw badRequest('photo_unreadable', { photo: THE_PHOTO });
  }
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
    { schema: { params: z.object({ id, itemId: id }), response: { 201: findingPhotoSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      // Everything that can refuse without the photo is decided before its bytes are read.
      const target = await photoTarget(ctx, user, request.params.id, parseRouteId(request.params.itemId));
      const photo = await prepare(await readOnePhoto(request));
      return reply.code(201).send(await addFindingPhoto(ctx, user, target, photo));
    },
  );
};

export default visitPhotoUploadRoutes;
