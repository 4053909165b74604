import { zodResolver } from '@hookform/resolvers/zod';
import {
  FURNITURE_PHOTO_MESSAGES,
  furniturePhotoUploadSchema,
  type FurniturePhotoUploadInput,
  type FurniturePhotoUploadResult,
} from '@ta/shared';
import { Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { PhotoPicker } from '../../../components/photo-picker/photo-picker';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { PageFormMarker, pageFieldId } from '../../../lib/page-form';
import { FormProblems } from '../../../components/ui/form-problems';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useUploadFurniturePhotos } from '../api/upload-furniture-photos';
import { UploadProgress } from './upload-progress';
import { useErrorText } from '../../../lib/error-text';

const FIELDS = ['clientEmail', 'furnitureType', 'furnitureDescription'] as const;

interface FurnitureUploadFormProps {
  defaultEmail: string;
  onUploaded: (result: FurniturePhotoUploadResult, fields: FurniturePhotoUploadInput) => void;
}

/**
 * The photos and their details. Without JavaScript the form posts them (multipart) to /furniture-upload,
 * which answers with this page showing the thank-you, or the form with what to fix.
 */
export function FurnitureUploadForm({ defaultEmail, onUploaded }: FurnitureUploadFormProps) {
  const t = useT();
  const failureText = useErrorText();
  const upload = useUploadFurniturePhotos();
  const { form, field, result } = useProgressiveForm<FurniturePhotoUploadInput>('furniture-upload', {
    // The schema's object part: the preprocess step only accepts `email` for `clientEmail` from other clients.
    resolver: zodResolver(furniturePhotoUploadSchema.out),
    defaultValues: { clientEmail: defaultEmail, furnitureType: '', furnitureDescription: '' },
  });
  const [files, setFiles] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | undefined>(result?.errors.photos);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const pickerButton = useRef<HTMLButtonElement>(null);
  const { errors, submitCount } = form.formState;

  const changeFiles = (next: File[]) => {
    setFiles(next);
    if (next.length > 0) setPhotoError(undefined);
  };

  /** The photo rule is outside the schema (files are not form values); both paths check it. */
  const photosChosen = (): boolean => {
    if (files.length > 0) return true;
    setPhotoError(FURNITURE_PHOTO_MESSAGES.selectAtLeastOne);
    toast({
      title: FURNITURE_PHOTO_MESSAGES.noFiles,
      description: FURNITURE_PHOTO_MESSAGES.selectAtLeastOne,
      variant: 'destructive',
    });
    pickerButton.current?.focus();
    return false;
  };

  const onValid = async (fields: FurniturePhotoUploadInput) => {
    setFailure(null);
    if (!photosChosen()) return;
    setProgress(0);
    try {
      const result = await upload.mutateAsync({ fields, files, onProgress: setProgress });
      toast({
        title: t('furniture.form.uploaded'),
        description: FURNITURE_PHOTO_MESSAGES.uploaded(result.photos.length),
        variant: 'success',
      });
      onUploaded(result, fields);
    } catch (error) {
      const message = error instanceof ApiError ? failureText(error) : t('furniture.form.failed-note');
      applyServerFieldErrors(error, form.setError, FIELDS);
      if (error instanceof ApiError && error.fields?.photos) setPhotoError(error.fields.photos);
      setFailure(message);
      setProgress(null);
      toast({ title: t('furniture.form.failed'), description: message, variant: 'destructive' });
    }
  };
  // The field errors take focus; the photo message still shows beside the picker.
  const onInvalid = () => {
    if (files.length === 0) setPhotoError(FURNITURE_PHOTO_MESSAGES.selectAtLeastOne);
  };
  // Built at submit time: the handler reads the picker's ref, which render must not touch.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(onValid, onInvalid)(event);

  const busy = upload.isPending;
  return (
    <form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} className="space-y-6">
      <PageFormMarker id="furniture-upload" />
      <FormProblems result={result} title={t('furniture.form.failed')} hidden={submitCount > 0} />
      <FormField
        label={t('furniture.form.email')}
        hint={t('furniture.form.email-hint')}
        error={errors.clientEmail?.message}
      >
        <Input type="email" autoComplete="email" disabled={busy} {...field('clientEmail')} />
      </FormField>
      <FormField
        label={t('furniture.form.type')}
        hint={t('furniture.form.type-hint')}
        error={errors.furnitureType?.message}
      >
        <Input disabled={busy} {...field('furnitureType')} />
      </FormField>
      <FormField
        label={t('furniture.form.details')}
        hint={t('furniture.form.details-hint')}
        error={errors.furnitureDescription?.message}
      >
        <Textarea disabled={busy} {...field('furnitureDescription')} />
      </FormField>
      <PhotoPicker
        legend={t('furniture.form.photos')}
        hint={t('furniture.form.photos-hint')}
        files={files}
        onFilesChange={changeFiles}
        error={photoError}
        disabled={busy}
        buttonRef={pickerButton}
        inputId={pageFieldId('furniture-upload', 'photos')}
      />
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <FormSubmit
        failure={failure}
        failureTitle={t('furniture.form.failed')}
        action={t('furniture.form.upload')}
        pendingAction={t('furniture.form.uploading')}
        pending={busy}
        icon={Upload}
      />
    </form>
  );
}
