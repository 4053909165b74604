import type { FurniturePhoto } from '@ta/shared';
import { useT } from '../../i18n/use-t';

interface UploadedPhotoGridProps {
  photos: readonly FurniturePhoto[];
  label: string;
}

/** Thumbnails of photos the server has stored, as it returned them. */
export function UploadedPhotoGrid({ photos, label }: UploadedPhotoGridProps) {
  const t = useT();
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo, index) => (
        <li key={photo.id} className="overflow-hidden rounded-lg border border-line bg-white">
          <img
            src={photo.thumbnailUrl}
            alt={t('forms.photos.uploaded-alt', { index: index + 1, total: photos.length, type: photo.furnitureType })}
            loading="lazy"
            className="aspect-square w-full bg-sand object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
