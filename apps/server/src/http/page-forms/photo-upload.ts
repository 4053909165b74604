import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_FILE_FIELD,
  type PageFormResult,
  type PageFormValues,
  type z,
} from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import { callApiAs, type ApiAnswer } from '../../lib/api-as-visitor.js';
import type { callLimit } from '../../lib/rate-limits.js';
import { refusalOf, type PageForm } from './page-form.js';

/**
 * The most a photo form may send: the upload's own limits (decision 007) and room for its text fields
 * and the multipart framing. The JSON route checks each photo; this only bounds what is read.
 */
export const PHOTO_FORM_LIMIT = MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + 1024 * 1024;

/** Options of a photo form's routes: the limit on reading such forms at all (see http/page-forms/index.ts). */
export interface PhotoFormOptions {
  readLimit: ReturnType<typeof callLimit>;
}

/**
 * The photos a form carries. A file input left empty still sends a part, with no name and no bytes:
 * that is no photo.
 */
export function chosenPhotos(data: FormData): Blob[] {
  return data
    .getAll(PHOTO_FILE_FIELD)
    .filter((value) => typeof value !== 'string' && (value.size > 0 || value.name !== ''))
    .map((value) => value as Blob);
}

/**
 * Sends photos and their fields to the upload route (`POST /api/furniture-photos`) as the visitor: the
 * one place that checks, re-encodes and stores photos, with its rate limit.
 */
export async function sendPhotos(request: FastifyRequest, url: string, form: FormData): Promise<ApiAnswer> {
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  return callApiAs(request.server, request, {
    method: 'POST',
    url,
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  });
}

/**
 * The upload's refusal as the form's result. The form's own fields were checked before sending, so a
 * refusal that names no field is about the photos (too large, not an image), and is shown beside them;
 * only a rate limit belongs to the whole form.
 */
export function photoRefusalOf(spec: PageForm<z.ZodType>, values: PageFormValues, answer: ApiAnswer): PageFormResult {
  const result = refusalOf(spec, values, answer);
  if (answer.status === 429 || !result.message) return result;
  // Beside the photos, as a field's message: words only, which the page reads by their English text.
  const { code: _code, params: _params, ...rest } = result;
  return { ...rest, errors: { ...result.errors, photos: result.message }, message: null };
}
