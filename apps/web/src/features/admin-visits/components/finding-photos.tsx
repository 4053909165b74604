import type { FindingPhoto } from '@ta/shared';
import { Camera, RotateCw, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import type { FindingPhotos, PhotoUpload } from '../use-finding-photos';

interface FindingPhotosFieldProps {
  itemId: number;
  itemLabel: string;
  photos: readonly FindingPhoto[];
  control: FindingPhotos;
}

/**
 * A finding's photos: "Add photo" opens the camera (or the photo library); each file uploads on its
 * own with its progress. Saved photos show as thumbnails with Remove; a failed upload stays with Retry.
 */
export function FindingPhotosField({ itemId, itemLabel, photos, control }: FindingPhotosFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const uploads = control.uploadsFor(itemId);
  const headingId = `item-${itemId}-photos`;

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // Cleared, so the same photo can be chosen again after a Remove.
    input.value = '';
    if (files.length > 0) control.add(itemId, files);
  };

  return (
    <div className="space-y-3">
      <p id={headingId} className="font-bold">
        Photos {photos.length === 0 ? '(at least one is needed)' : `(${photos.length})`}
      </p>
      {photos.length > 0 ? (
        <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
          {photos.map((photo, index) => (
            <SavedPhoto
              key={photo.id}
              photo={photo}
              alt={`Photo ${index + 1} of ${itemLabel}`}
              onRemove={() => control.remove(itemId, photo.id)}
            />
          ))}
        </ul>
      ) : null}
      {uploads.length > 0 ? (
        <ul aria-label="Photos being sent" className="space-y-3">
          {uploads.map((upload) => (
            <UploadRow key={upload.key} upload={upload} control={control} />
          ))}
        </ul>
      ) : null}
      <Button type="button" variant="outline" size="lg" onClick={() => inputRef.current?.click()}>
        <Camera aria-hidden />
        Add photo
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        aria-label={`Add photo of ${itemLabel}`}
        onChange={onPicked}
      />
    </div>
  );
}

function SavedPhoto({
  photo,
  alt,
  onRemove,
}: {
  photo: FindingPhoto;
  alt: string;
  onRemove: () => Promise<string | null>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    const problem = await onRemove();
    // Removed: this entry is gone with the photo. Not removed: the reason stays beside it.
    if (problem) {
      setBusy(false);
      setFailure(problem);
    }
  };
  return (
    <li className="min-w-0 space-y-2">
      <a href={photo.url} target="_blank" rel="noreferrer" className="block">
        <img
          src={photo.thumbnailUrl}
          alt={alt}
          width={photo.width}
          height={photo.height}
          className="aspect-square w-full rounded-lg border border-line object-cover"
        />
      </a>
      {asking ? (
        <div className="space-y-2">
          <p className="font-bold">Remove this photo?</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="destructive" size="compact" disabled={busy} onClick={() => void remove()}>
              {busy ? 'Removing…' : 'Yes, remove'}
            </Button>
            <Button type="button" variant="outline" size="compact" disabled={busy} onClick={() => setAsking(false)}>
              Keep
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" variant="outline" size="compact" className="w-full" onClick={() => setAsking(true)}>
          <Trash2 aria-hidden />
          Remove
        </Button>
      )}
      {failure ? (
        <p role="alert" className="font-bold text-danger-700">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

function UploadRow({ upload, control }: { upload: PhotoUpload; control: FindingPhotos }) {
  const name = upload.file.name || 'Photo';
  if (upload.failure) {
    return (
      <li className="space-y-2 rounded-lg border-2 border-danger-700 bg-danger-50 p-3">
        <p className="font-bold wrap-anywhere text-danger-700">
          Not uploaded: {name}. {upload.failure}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="primary" size="compact" onClick={() => control.retry(upload.key)}>
            <RotateCw aria-hidden />
            Retry
          </Button>
          <Button type="button" variant="outline" size="compact" onClick={() => control.discard(upload.key)}>
            <Trash2 aria-hidden />
            Remove
          </Button>
        </div>
      </li>
    );
  }
  const text = upload.percent >= 100 ? `${name}: received, saving…` : `${name}: uploading ${upload.percent}%`;
  return (
    <li className="space-y-1">
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={upload.percent}
        aria-valuetext={`${upload.percent}%`}
        className="h-3 overflow-hidden rounded-full border border-brand-700 bg-brand-50"
      >
        <div
          className="h-full bg-brand-700 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${upload.percent}%` }}
        />
      </div>
      <p className="wrap-anywhere">{text}</p>
    </li>
  );
}
