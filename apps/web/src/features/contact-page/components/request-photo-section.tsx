import { CircleCheck, Upload } from 'lucide-react';
import { PhotoPicker } from '../../../components/photo-picker/photo-picker';
import { UploadedPhotoGrid } from '../../../components/photo-picker/uploaded-photo-grid';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
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
  const t = useT();
  const count = photos.uploaded.length;
  return (
    <section
      aria-labelledby="request-photos-heading"
      className="space-y-4 border-t border-line pt-5 sm:rounded-xl sm:border sm:bg-sand/60 sm:p-5"
    >
      <div>
        <h2 id="request-photos-heading" className="text-xl">
          {t('contact.photos.heading')}
        </h2>
        <p className="mt-1 text-base text-muted">{t('contact.photos.intro')}</p>
      </div>
      <PhotoPicker
        legend={t('contact.photos.legend')}
        hint={t('contact.photos.hint')}
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
            {photos.isUploading ? t('contact.photos.uploading') : t('contact.photos.upload')}
          </Button>
          <p className="text-base text-muted">{t('contact.photos.sent-with-request')}</p>
        </div>
      ) : null}
      {count > 0 ? (
        <div className="space-y-3">
          <p role="status" className="flex items-start gap-2 font-bold text-success-700">
            <CircleCheck aria-hidden className="mt-1 size-5 shrink-0" />
            {t('contact.photos.count', { count })}
          </p>
          <UploadedPhotoGrid photos={photos.uploaded} label={t('contact.photos.uploaded-label')} />
        </div>
      ) : null}
    </section>
  );
}
