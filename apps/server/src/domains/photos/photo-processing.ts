import { MAX_PHOTO_MEGAPIXELS, PHOTO_CONTENT_TYPES } from '@ta/shared';
import { loadFileType, loadSharp } from '../../lib/heavy-libraries.js';
import { badRequest, unsupportedMediaType } from '../../lib/http-errors.js';

export const MAX_INPUT_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;
/** Long side of the stored photo and of its thumbnail; smaller photos are never enlarged. */
const FULL_SIZE = 2000;
const THUMB_SIZE = 400;
/** Every stored variant is WEBP: small, keeps PNG transparency, shown by every current browser. */
export const STORED_CONTENT_TYPE = 'image/webp';

/** What sharp's header reader calls each accepted type. */
const SHARP_FORMATS: Record<(typeof PHOTO_CONTENT_TYPES)[number], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export type PhotoRejection = 'type' | 'pixels' | 'unreadable';

/** An upload that is not a photo we accept; `reason` picks the message shown to the uploader. */
export class PhotoRejectedError extends Error {
  constructor(readonly reason: PhotoRejection) {
    super(`Photo rejected: ${reason}`);
    this.name = 'PhotoRejectedError';
  }
}

export interface PreparedPhoto {
  full: Buffer;
  thumb: Buffer;
  contentType: typeof STORED_CONTENT_TYPE;
  width: number;
  height: number;
}

function isAcceptedType(mime: string): mime is keyof typeof SHARP_FORMATS {
  return (PHOTO_CONTENT_TYPES as readonly string[]).includes(mime);
}

/**
 * Checks untrusted bytes and re-encodes them. The type comes from the magic bytes (a name or a
 * declared content type proves nothing); the declared pixel count is read from the header and
 * refused before anything is decoded. The output is decoded-and-re-encoded pixels only: turned
 * upright per EXIF orientation, then every piece of metadata (EXIF with GPS, XMP, IPTC,
 * comments) is dropped, which sharp does unless asked to keep it.
 * Throws PhotoRejectedError; writes nothing anywhere.
 */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  const [sharp, fileTypeFromBuffer] = await Promise.all([loadSharp(), loadFileType()]);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAcceptedType(detected.mime)) throw new PhotoRejectedError('type');

  // Header only: sharp does not decode pixels to read metadata, so this is cheap on a bomb.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new PhotoRejectedError('unreadable');
    });
  if (header.format !== SHARP_FORMATS[detected.mime]) throw new PhotoRejectedError('unreadable');
  if (!header.width || !header.height) throw new PhotoRejectedError('unreadable');
  // Only the first frame of an animated WEBP is read, so that frame's size is what counts.
  if (header.width * header.height > MAX_INPUT_PIXELS) throw new PhotoRejectedError('pixels');

  try {
    // limitInputPixels again, in case the decoder sees other dimensions than the header claimed.
    const full = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .autoOrient()
      .resize({ width: FULL_SIZE, height: FULL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full.data, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      full: full.data,
      thumb,
      contentType: STORED_CONTENT_TYPE,
      width: full.info.width,
      height: full.info.height,
    };
  } catch {
    throw new PhotoRejectedError('unreadable');
  }
}

/**
 * preparePhoto for a file someone sent: one that is not a photo we take is refused as the sender
 * hears it, naming the file as messages do (`photo`): 415 for another type, 400 for too many pixels
 * or bytes that do not read as the photo they claim to be.
 */
export async function prepareSentPhoto(bytes: Buffer, photo: string): Promise<PreparedPhoto> {
  try {
    return await preparePhoto(bytes);
  } catch (err) {
    if (!(err instanceof PhotoRejectedError)) throw err;
    if (err.reason === 'type') throw unsupportedMediaType('photo_not_an_image', { photo });
    if (err.reason === 'pixels') throw badRequest('photo_too_many_pixels', { photo });
    throw badRequest('photo_unreadable', { photo });
  }
}
