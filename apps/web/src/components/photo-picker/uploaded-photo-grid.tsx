import type { FurniturePhoto } from '@ta/shared';

interface UploadedPhotoGridProps {
  photos: readonly FurniturePhoto[];
  label: string;
}

/** Thumbnails of photos the server has stored, as it returned them. */
export function UploadedPhotoGrid({ photos, label }: UploadedPhotoGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo, index) => (
        <li key={photo.id} className="overflow-hidden rounded-lg border border-line bg-white">
          <img
            src={photo.thumbnailUrl}
            alt={`Photo ${index + 1} of ${photos.length}: ${photo.furnitureType}`}
            loading="lazy"
            className="aspect-square w-full bg-sand object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
