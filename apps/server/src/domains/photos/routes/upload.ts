import {
  FURNITURE_PHOTO_MESSAGES as MESSAGES,
  furniturePhotoSchema,
  furniturePhotoUploadResultSchema,
  furniturePhotoUploadSchema,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_FILE_FIELD,
  type FurniturePhotoUploadInput,
} from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { badRequest, payloadTooLarge, unsupportedMediaType, validationFailed } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import multipart from '../../../http/photo-multipart.js';
import { serviceContext } from '../../service-context.js';
import { uploadFurniturePhotos, type ReceivedPhoto } from '../furniture-photos.js';

function errorCode(err: unknown): unknown {
  return typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
}

function labelFor(filename: string | undefined, position: number): string {
  // The name is the uploader's own; strip control and bidi characters before echoing it back.
  const clean = (filename ?? '')
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 80);
  return clean ? `"${clean}"` : `Photo ${position}`;
}

/**
 * Reads the whole form into memory (bounded by the multipart limits) before anything is
 * decided, so every check can run before anything is written.
 */
async function readForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: ReceivedPhoto[] }> {
  const fields = new Map<string, string>();
  const files: ReceivedPhoto[] = [];
  // The file being read: an over-size error can surface from the next part, not from toBuffer().
  let label = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        label = labelFor(part.filename, files.length + 1);
        if (part.fieldname !== PHOTO_FILE_FIELD) throw badRequest('photo_wrong_field');
        const bytes = await part.toBuffer();
        // Busboy may flag the limit only after the last chunk; a cut-off file is never a photo.
        if (part.file.truncated) throw payloadTooLarge('photo_too_large', { photo: label });
        files.push({ label, bytes });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw payloadTooLarge('photo_form_too_large');
        // A repeated text field keeps its first value.
        if (typeof part.value === 'string' && !fields.has(part.fieldname)) fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    switch (errorCode(err)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw payloadTooLarge('photo_too_large', { photo: label });
      case 'FST_FILES_LIMIT':
        throw badRequest('photos_too_many', { photos: MESSAGES.tooMany });
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw payloadTooLarge('photo_form_too_large');
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw unsupportedMediaType('photos_not_multipart');
      default:
        throw err;
    }
  }
  return { fields: Object.fromEntries(fields), files };
}

function validateFields(fields: Record<string, string>): FurniturePhotoUploadInput {
  const result = furniturePhotoUploadSchema.safeParse(fields);
  if (result.success) return result.data;
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[issue.path.join('.') || 'body'] ??= issue.message;
  throw validationFailed(result.error.issues[0]?.message ?? 'The form is not valid.', problems);
}

const querySchema = z.object({
  // The upload page wants { photos, message }; the contact page asks for the bare array.
  shape: z.enum(['object', 'array']).optional(),
});

const uploadRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // Only this route reads multipart bodies, so the plugin (a parser and two hooks on every request it
  // covers) is registered here; every other route answers a multipart body with 415.
  await app.register(multipart);
  const ctx = serviceContext(app, config);
  app.post(
    '/furniture-photos',
    {
      config: { rateLimit: callLimit(config, 10, '1 hour') },
      schema: {
        querystring: querySchema,
        response: { 201: z.union([furniturePhotoUploadResultSchema, z.array(furniturePhotoSchema)]) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const input = validateFields(form.fields);
      if (form.files.length === 0) throw badRequest('photos_none_selected', { photos: MESSAGES.noFiles });
      // The multipart limit already stops a sixth file; this keeps the rule true on its own.
      if (form.files.length > MAX_PHOTOS_PER_UPLOAD) throw badRequest('photos_too_many', { photos: MESSAGES.tooMany });
      const photos = await uploadFurniturePhotos(ctx, request.user, input, form.files);

      reply.code(201);
      if (request.query.shape === 'array') return photos;
      return { photos, message: MESSAGES.uploaded(photos.length) };
    },
  );
};

export default uploadRoutes;
