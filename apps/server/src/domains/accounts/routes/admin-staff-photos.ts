import { STAFF_PHOTO_FIELD, staffPhotoStateSchema } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import multipart from '../../../http/photo-multipart.js';
import { multipartRefusal } from '../../../http/multipart-refusals.js';
import { sendPhoto } from '../../../http/send-photo.js';
import { badRequest, payloadTooLarge } from '../../../lib/http-errors.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { prepareSentPhoto } from '../../photos/index.js';
import { serviceContext } from '../../service-context.js';
import { removeStaffPhoto, setStaffPhoto, staffPhotoOf } from '../staff-photos.js';

/** How the photo pipeline's messages name it. */
const THE_PHOTO = 'The photo';

/** The one photo of the form, in memory (bounded by the multipart limits). */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== STAFF_PHOTO_FIELD || photo) throw badRequest('photo_wrong_field');
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw payloadTooLarge('photo_too_large', { photo: THE_PHOTO });
      if (bytes.length > 0) photo = bytes;
    }
  } catch (err) {
    throw multipartRefusal(err, {
      photo: THE_PHOTO,
      tooManyFiles: badRequest('photo_wrong_field'),
      notMultipart: 'photo_not_multipart',
    });
  }
  if (!photo) throw badRequest('staff_photo_missing', { [STAFF_PHOTO_FIELD]: 'Please choose a photo to upload.' });
  return photo;
}

/**
 * A staff member's photo for clients (docs/visit-status.md, "Who is at the door"): the owner uploads,
 * looks at and removes it on the staff member's page. Admins only (the folder's guard).
 */
const adminStaffPhotosRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(multipart);
  const ctx = serviceContext(app, config);
  const params = idParams;
  const schema = { params, response: { 200: staffPhotoStateSchema } };
  app.post('/admin/users/:id/photo', { schema }, async (request) => {
    const id = routeIdOr404(request.params.id, 'user_not_found');
    // Checked and re-encoded (upright, no EXIF or GPS) in memory before anything is written.
    const photo = await prepareSentPhoto(await readPhoto(request), THE_PHOTO);
    await setStaffPhoto(ctx, id, photo);
    return { hasPhoto: true };
  });
  app.delete('/admin/users/:id/photo', { schema }, async (request) => {
    await removeStaffPhoto(ctx, routeIdOr404(request.params.id, 'user_not_found'));
    return { hasPhoto: false };
  });
  app.get('/admin/users/:id/photo', { schema: { params } }, async (request, reply) =>
    sendPhoto(reply, await staffPhotoOf(ctx, routeIdOr404(request.params.id, 'user_not_found'), 'thumb')),
  );
};

export default adminStaffPhotosRoutes;
