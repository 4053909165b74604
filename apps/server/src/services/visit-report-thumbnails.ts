import sharp from 'sharp';
import type { ReportPhoto } from '../repositories/visit-report-queries.js';
import type { PhotoStorage } from './photo-storage.js';

/** A thumbnail as JPEG, the one image format every mail program and PDFKit read. */
export interface Thumbnail {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Each photo's stored thumbnail (WEBP, already without metadata) as JPEG, by photo id, for a
 * report's e-mail and PDF; a photo whose bytes are missing is left out.
 */
export async function loadReportThumbnails(
  storage: PhotoStorage,
  photos: readonly ReportPhoto[],
): Promise<Map<number, Thumbnail>> {
  const thumbnails = new Map<number, Thumbnail>();
  for (const photo of photos) {
    const stored = await storage.get(photo.storageKey, 'thumb');
    if (!stored) continue;
    const { data, info } = await sharp(stored.bytes)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    thumbnails.set(photo.id, { bytes: data, width: info.width, height: info.height });
  }
  return thumbnails;
}
