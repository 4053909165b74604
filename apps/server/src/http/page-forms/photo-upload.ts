import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_FILE_FIELD,
  type PageFormResult,
  type PageFormValues,
  type z,
} from '@ta/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { photoLabel, photoUploadOperations } from '../../domains/photos/routes/upload.js';
import type { callLimit } from '../../lib/rate-limits.js';
import { perform, type Answer } from '../operations.js';
import { refusalOf, type PageForm } from './page-form.js';

/**
 * The most a photo form may send: the upload's own limits (decision 007) and room for its text fields
 * and the multipart framing. The upload checks each photo; this only bounds what is read.
 */
export const PHOTO_FORM_LIMIT = MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + 1024 * 1024;

/** Options of a photo form's routes: the limit on reading such forms at all (see http/page-forms/index.ts), and the app's config. */
export interface PhotoFormOptions {
  readLimit: ReturnType<typeof callLimit>;
  config: AppConfig;
}

/** A file a form carries, with the name it was sent with. */
type FormFile = Exclude<ReturnType<FormData['get']>, string | null>;

/**
 * The photos a form carries. A file input left empty still sends a part, with no name and no bytes:
 * that is no photo.
 */
export function chosenPhotos(data: FormData): FormFile[] {
  return data
    .getAll(PHOTO_FILE_FIELD)
    .filter((value): value is FormFile => typeof value !== 'string' && (value.size > 0 || value.name !== ''));
}

/** Sends a form's photos with the upload's text fields; `shape: 'array'` asks for the bare list, as the contact page does. */
export type PhotoUpload = (
  request: FastifyRequest,
  reply: FastifyReply,
  upload: { fields: Record<string, string>; photos: readonly FormFile[]; shape?: 'array' },
) => Promise<Answer>;

/**
 * Uploads a form's photos by the upload's own operation (domains/photos/routes/upload.ts) for the
 * visitor: the one place that checks, re-encodes and stores photos, in the limit the JSON route
 * counts too. The form is already read; its files are handed over as the JSON route reads its own:
 * in the order sent, each named as messages name it.
 */
export function photoUpload(app: FastifyInstance, config: AppConfig): PhotoUpload {
  const { upload } = photoUploadOperations(app, config);
  return async (request, reply, { fields, photos, shape }) => {
    const files = await Promise.all(
      photos.map(async (photo, index) => ({
        label: photoLabel(photo.name, index + 1),
        bytes: Buffer.from(await photo.arrayBuffer()),
      })),
    );
    return perform(upload, request, reply, { query: shape ? { shape } : {}, body: { fields, files } });
  };
}

/**
 * The upload's refusal as the form's result. The form's own fields were checked before sending, so a
 * refusal that names no field is about the photos (too large, not an image), and is shown beside them;
 * only a rate limit belongs to the whole form.
 */
export function photoRefusalOf(spec: PageForm<z.ZodType>, values: PageFormValues, answer: Answer): PageFormResult {
  const result = refusalOf(spec, values, answer);
  if (answer.status === 429 || !result.message) return result;
  // Beside the photos, as a field's message: words only, which the page reads by their English text.
  const { code: _code, params: _params, ...rest } = result;
  return { ...rest, errors: { ...result.errors, photos: result.message }, message: null };
}
