import { CircleCheck, Upload } from 'lucide-react';
import { PhotoPicker } from '../../../components/photo-picker/photo-picker';
import { UploadedPhotoGrid } from '../../../components/photo-picker/uploaded-photo-grid';
import { Button } from '../../../components/ui/button';
import type { RequestPhotos } from './use-request-photos';

interface RequestPhotoSectionProps {
  photos: RequestPhotos;
  onUpload: () => void;
  disabled: boolean;
  /** The file input's id before the script runs, for the form's problem list to link to. */
  inputId?: string;
  /** A refusal of the photos sent with the form without JavaScript. */
  error?: string | undefined;
}

/** Shown only for furniture services: photos help us quote the assembly before the visit. */
export function RequestPhotoSection({ photos, onUpload, disabled, inputId, error }: RequestPhotoSectionProps) {
  const count = photos.uploaded.length;
  return (
    <section
      aria-labelledby="request-photos-heading"
      className="space-y-4 border-t border-line pt-5 sm:rounded-xl sm:border sm:bg-sand/60 sm:p-5"
    >
      <div>
        <h2 id="request-photos-heading" className="text-xl">
          Photos of your furniture (optional)
        </h2>
        <p className="mt-1 text-base text-muted">
          Photos of the boxes or pieces help us bring the right tools. Enter your email address above first.
        </p>
      </div>
      <PhotoPicker
        legend="Furniture photos"
        hint="JPEG, PNG or WEBP: max 5 photos, 5MB each."
        files={photos.files}
        onFilesChange={photos.choose}
        error={error ?? photos.error}
        disabled={disabled || photos.isUploading}
        inputId={inputId}
      />
      {photos.files.length > 0 ? (
        <div className="space-y-2">
          <Button type="button" variant="primary" onClick={onUpload} disabled={disabled || photos.isUploading}>
            <Upload aria-hidden />
            {photos.isUploading ? 'Uploading photos…' : 'Upload photos'}
          </Button>
          <p className="text-base text-muted">Photos you have chosen are also sent when you submit the request.</p>
        </div>
      ) : null}
      {count > 0 ? (
        <div className="space-y-3">
          <p role="status" className="flex items-start gap-2 font-bold text-success-700">
            <CircleCheck aria-hidden className="mt-1 size-5 shrink-0" />
            {count} {count === 1 ? 'photo' : 'photos'} uploaded
          </p>
          <UploadedPhotoGrid photos={photos.uploaded} label="Uploaded furniture photos" />
        </div>
      ) : null}
    </section>
  );
}
