import type { ReportPhoto } from './visit-report-queries.js';
import { loadSharp } from '../../lib/heavy-libraries.js';
import type { PhotoStorage } from '../photos/index.js';

/** A thumbnail as JPEG, the one image format every mail program and PDFKit read. */
export interface Thumbnail {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Long side of a report thumbnail, in pixels: the e-mail shows it at 160 CSS pixels and the PDF in
 * a 150-point box, so this is sharp on a phone's screen and in print, and 30 of them stay light.
 */
const REPORT_THUMB = 240;
/** Conversions at once: sharp works on libuv's threads, and the server has few cores. */
const AT_ONCE = 4;

/**
 * Each photo's stored thumbnail (WEBP, already without metadata) as a smaller JPEG, by photo id,
 * for a report's e-mail and PDF; a photo whose bytes are missing is left out.
 */
export async function loadReportThumbnails(
  storage: PhotoStorage,
  photos: readonly ReportPhoto[],
): Promise<Map<number, Thumbnail>> {
  const thumbnails = new Map<number, Thumbnail>();
  if (photos.length === 0) return thumbnails;
  const sharp = await loadSharp();
  for (let start = 0; start < photos.length; start += AT_ONCE) {
    await Promise.all(
      photos.slice(start, start + AT_ONCE).map(async (photo) => {
        const stored = await storage.get(photo.storageKey, 'thumb');
        if (!stored) return;
        const { data, info } = await sharp(stored.bytes)
          .resize({ width: REPORT_THUMB, height: REPORT_THUMB, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 78 })
          .toBuffer({ resolveWithObject: true });
        thumbnails.set(photo.id, { bytes: data, width: info.width, height: info.height });
      }),
    );
  }
  return thumbnails;
}
