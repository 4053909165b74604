import { FURNITURE_PHOTO_MESSAGES, MAX_PHOTOS_PER_UPLOAD, PHOTO_CONTENT_TYPES, PHOTO_FILE_FIELD } from '@ta/shared';
import { CircleAlert, ImagePlus, Info } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useKnownText } from '../../i18n/known-text';
import { useT } from '../../i18n/use-t';
import { useHydrated } from '../../lib/use-hydrated';
import type { PhotoSelection } from './add-photos';
import { Button } from '../ui/button';
import { addPhotos } from './add-photos';
import { PhotoPreview } from './photo-preview';

interface PhotoPickerProps {
  legend: string;
  hint: string;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** Shown under the picker, announced, and marks the choose button invalid. */
  error?: string | undefined;
  disabled?: boolean;
  /** Lets a form focus the picker when its error is the first one. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** The id of the plain file input shown before the script runs (a form's problem list links to it). */
  inputId?: string | undefined;
}

interface PlainPhotoInputProps {
  id: string;
  legend: string;
  hint: string;
  error?: string | undefined;
}

/**
 * Before the script runs, or without it: the browser's own file input, sent with the form (the
 * server applies the same limits). No previews or Remove buttons, which need the script.
 */
function PlainPhotoInput({ id, legend, hint, error }: PlainPhotoInputProps) {
  const t = useT();
  const known = useKnownText();
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="font-bold text-ink">{legend}</legend>
      <p id={`${id}-hint`} className="text-base text-muted">
        {hint}
      </p>
      <div className="space-y-1.5 rounded-xl border-2 border-dashed border-brand-200 bg-brand-50 p-3 sm:p-4">
        <label htmlFor={id} className="block font-bold text-ink">
          {t('forms.photos.choose-up-to', { max: MAX_PHOTOS_PER_UPLOAD })}
        </label>
        <input
          id={id}
          type="file"
          name={PHOTO_FILE_FIELD}
          accept={PHOTO_CONTENT_TYPES.join(',')}
          multiple
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={error ? true : undefined}
          className="block min-h-12 w-full max-w-full cursor-pointer text-base file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-2 file:border-brand-700 file:bg-white file:px-4 file:font-bold file:text-brand-800"
        />
      </div>
      <div id={`${id}-error`} aria-live="polite">
        {error ? (
          <p className="flex items-start gap-1.5 font-bold text-danger-700">
            <CircleAlert aria-hidden className="mt-1 size-5 shrink-0" />
            <span>{known(error)}</span>
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** What the picker says of files it left out, in the page's language. */
function useLeftOutNote(): (selection: PhotoSelection) => string | null {
  const t = useT();
  const known = useKnownText();
  return (selection) => {
    const notes = selection.notImages.map((name) => known(FURNITURE_PHOTO_MESSAGES.notAnImage(`"${name}"`)));
    if (selection.leftOut > 0) {
      notes.push(t('forms.photos.left-out', { max: MAX_PHOTOS_PER_UPLOAD, count: selection.leftOut }));
    }
    return notes.length > 0 ? notes.join(' ') : null;
  };
}

/**
 * Chooses up to five JPEG, PNG or WEBP photos, with previews and a Remove button for each.
 * The file input itself stays hidden; a real button opens it, so focus and labels are ours.
 */
export function PhotoPicker({
  legend,
  hint,
  files,
  onFilesChange,
  error,
  disabled,
  buttonRef,
  inputId,
}: PhotoPickerProps) {
  const t = useT();
  const known = useKnownText();
  const leftOutNote = useLeftOutNote();
  const hydrated = useHydrated();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const chooseRef = buttonRef ?? ownButtonRef;
  const [note, setNote] = useState<string | null>(null);
  const full = files.length >= MAX_PHOTOS_PER_UPLOAD;

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picked = Array.from(input.files ?? []);
    // Cleared so that choosing the same photo again after removing it still counts as a change.
    input.value = '';
    if (picked.length === 0) return;
    const selection = addPhotos(files, picked);
    setNote(leftOutNote(selection));
    onFilesChange(selection.files);
  };

  const remove = (index: number) => {
    // Rendered at once, so that a choose button that was disabled (five chosen) can take focus.
    flushSync(() => {
      setNote(null);
      onFilesChange(files.filter((_, i) => i !== index));
    });
    // The removed button is gone; keep keyboard users in the picker.
    chooseRef.current?.focus();
  };

  if (!hydrated) return <PlainPhotoInput id={inputId ?? id} legend={legend} hint={hint} error={error} />;
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="font-bold text-ink">{legend}</legend>
      <p id={`${id}-hint`} className="text-base text-muted">
        {hint}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border-2 border-dashed border-brand-200 bg-brand-50 p-3 sm:p-4">
        <Button
          ref={chooseRef}
          type="button"
          variant="outline"
          onClick={() => inputRef.current?.click()}
          disabled={disabled || full}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count ${id}-error`}
        >
          <ImagePlus aria-hidden />
          {files.length > 0 ? t('forms.photos.add-more') : t('forms.photos.choose')}
        </Button>
        <p id={`${id}-count`} className="text-base">
          {full
            ? t('forms.photos.full', { max: MAX_PHOTOS_PER_UPLOAD })
            : t('forms.photos.count', { count: files.length, max: MAX_PHOTOS_PER_UPLOAD })}
        </p>
      </div>
      <input ref={inputRef} type="file" accept={PHOTO_CONTENT_TYPES.join(',')} multiple hidden onChange={onPicked} />
      <div aria-live="polite">
        {note ? (
          <p className="flex items-start gap-1.5 text-base text-brand-900">
            <Info aria-hidden className="mt-1 size-5 shrink-0" />
            <span>{note}</span>
          </p>
        ) : null}
      </div>
      <div id={`${id}-error`} aria-live="polite">
        {error ? (
          <p className="flex items-start gap-1.5 font-bold text-danger-700">
            <CircleAlert aria-hidden className="mt-1 size-5 shrink-0" />
            <span>{known(error)}</span>
          </p>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul aria-label={t('forms.photos.chosen')} className="grid gap-3 md:grid-cols-2">
          {files.map((file, index) => (
            <PhotoPreview
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              disabled={disabled}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
