import type { FindingPhoto } from '@ta/shared';
import { useT } from '../../../i18n/use-t';

/**
 * A finding's photos as thumbnails, each opening the full photo in the same tab (Back returns to the
 * report); all of them print, small.
 */
export function FindingPhotos({ photos, label }: { photos: readonly FindingPhoto[]; label: string }) {
  const t = useT();
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3" aria-label={t('properties.report.photos', { item: label })}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} className="block rounded-lg border-2 border-line hover:border-brand-700">
            <img
              src={photo.thumbnailUrl}
              alt={t('properties.report.photo-alt', { number: index + 1, count: photos.length, item: label })}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              className="block h-32 w-auto max-w-full rounded-md object-cover print:h-24"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
