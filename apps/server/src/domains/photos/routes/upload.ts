import {
  FURNITURE_PHOTO_MESSAGES as MESSAGES,
  furniturePhotoSchema,
  furniturePhotoUploadResultSchema,
  furniturePhotoUploadSchema,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_FILE_FIELD,
  type FurniturePhotoUploadInput,
} from '@ta/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { badRequest, payloadTooLarge, unsupportedMediaType, validationFailed } from '../../../lib/http-errors.js';
import multipart from '../../../http/photo-multipart.js';
import { serviceContext } from '../../service-context.js';
import { uploadFurniturePhotos, type ReceivedPhoto } from '../furniture-photos.js';

const querySchema = z.object({
  // The upload page wants { photos, message }; the contact page asks for the bare array.
  shape: z.enum(['object', 'array']).optional(),
});

/**
 * An upload as its way in read it: the text fields (a repeated one keeps its first value) and the
 * files in the order sent, each with the name messages give it. The JSON route reads its multipart
 * body into this (readForm); a page's photo form, already read, hands its own over
 * (http/page-forms/photo-upload.ts).
 */
const receivedUploadSchema = z.object({
  fields: z.record(z.string(), z.string()),
  files: z.array(z.object({ label: z.string(), bytes: z.instanceof(Buffer) })),
});
type ReceivedUpload = z.infer<typeof receivedUploadSchema>;

function errorCode(err: unknown): unknown {
  return typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
}

/** How messages name an uploaded file: its name as sent, made safe to show, or its position. */
export function photoLabel(filename: string | undefined, position: number): string {
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
async function readForm(request: FastifyRequest): Promise<ReceivedUpload> {
  const fields = new Map<string, string>();
  const files: ReceivedPhoto[] = [];
  // The file being read: an over-size error can surface from the next part, not from toBuffer().
  let label = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        label = photoLabel(part.filename, files.length + 1);
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

/**
 * The files' own limits, file by file in the order sent, as reading the JSON route's multipart body
 * applies them (http/photo-multipart.ts): a file over the size is refused by its name, a file past
 * the most an upload takes refuses the upload. A form read another way meets the same refusals here.
 */
function withinFileLimits(files: readonly ReceivedPhoto[]): readonly ReceivedPhoto[] {
  files.forEach((file, index) => {
    if (index >= MAX_PHOTOS_PER_UPLOAD) throw badRequest('photos_too_many', { photos: MESSAGES.tooMany });
    if (file.bytes.length > MAX_PHOTO_BYTES) throw payloadTooLarge('photo_too_large', { photo: file.label });
  });
  return files;
}

/** Uploads from one address, by the API or by a page's photo form without JavaScript. */
const uploadLimit = sharedLimit('photo-upload', 10, '1 hour');

/**
 * Furniture photos sent by anyone (docs/decisions/007-photo-uploads.md): the one place that checks,
 * re-encodes and stores them, for the JSON route and for the pages' photo forms alike. The work
 * starts from the upload as read; each way in reads its own body.
 */
export const photoUploadOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    upload: operation({
      checks: [uploadLimit(app, config)],
      query: querySchema,
      body: receivedUploadSchema,
      response: z.union([furniturePhotoUploadResultSchema, z.array(furniturePhotoSchema)]),
      status: 201,
      run: async ({ query, body }, request) => {
        const files = withinFileLimits(body.files);
        const input = validateFields(body.fields);
        if (files.length === 0) throw badRequest('photos_none_selected', { photos: MESSAGES.noFiles });
        const photos = await uploadFurniturePhotos(ctx, request.user, input, files);
        if (query.shape === 'array') return photos;
        return { photos, message: MESSAGES.uploaded(photos.length) };
      },
    }),
  };
});

const uploadRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // Only this route reads multipart bodies, so the plugin (a parser and two hooks on every request it
  // covers) is registered here; every other route answers a multipart body with 415.
  await app.register(multipart);
  const { upload } = photoUploadOperations(app, config);
  // Not a jsonRoute: the body is a multipart form, read part by part once the checks have passed
  // (readForm), which no body schema can validate; the API document shows it from its route note
  // (plugins/external/openapi-answers.ts).
  app.post(
    '/furniture-photos',
    {
      onRequest: [...upload.checks],
      schema: { querystring: querySchema, response: { 201: upload.response } },
    },
    async (request, reply) => {
      const body = await readForm(request);
      const answer = await upload.run({ params: undefined, query: request.query, body }, request, reply);
      return reply.code(201).send(answer);
    },
  );
};

export default uploadRoutes;
