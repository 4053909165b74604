import type { FixedErrorCode } from '@ta/shared';
import { payloadTooLarge, unsupportedMediaType, type HttpError } from '../lib/http-errors.js';

function errorCode(err: unknown): unknown {
  return typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
}

/** Where the refusals of one photo form's multipart body are its own. */
export interface MultipartRefusals {
  /** How messages name the file being read, when it is over the size. */
  photo: string;
  /** More files than the form takes. */
  tooManyFiles: HttpError;
  /** The code of a body that is not multipart. */
  notMultipart: FixedErrorCode;
}

/**
 * What to throw for an error met while reading a photo form's multipart body: the limits of
 * http/photo-multipart.ts as the sender hears them (413 for a file or a form over its size, the form's
 * own refusal for too many files, 415 for a body that is not multipart); any other error as it was.
 */
export function multipartRefusal(err: unknown, refusals: MultipartRefusals): unknown {
  switch (errorCode(err)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge('photo_too_large', { photo: refusals.photo });
    case 'FST_FILES_LIMIT':
      return refusals.tooManyFiles;
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return payloadTooLarge('photo_form_too_large');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return unsupportedMediaType(refusals.notMultipart);
    default:
      return err;
  }
}
