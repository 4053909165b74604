import type { StaffFurniturePhoto } from '@ta/shared';

/** Thumbnails of the photos linked to the appointment; each opens the full photo. */
export function LinkedPhotos({ photos }: { photos: StaffFurniturePhoto[] }) {
  if (photos.length === 0) {
    return <p className="text-muted">No photos are linked to this appointment.</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {photos.map((photo) => (
        <li key={photo.id}>
          <a href={photo.photoUrl} target="_blank" rel="noreferrer" className="block rounded-lg no-underline">
            <img
              src={photo.thumbnailUrl}
              alt={`${photo.furnitureType}, photo ${photo.id} (opens the full photo)`}
              loading="lazy"
              className="aspect-square w-full rounded-lg border border-line bg-sand object-cover"
            />
            <span className="mt-1 block text-base wrap-anywhere text-ink">{photo.furnitureType}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
