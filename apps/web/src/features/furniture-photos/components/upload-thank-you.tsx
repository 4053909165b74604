import type { FurniturePhotoUploadInput, FurniturePhotoUploadResult } from '@ta/shared';
import { CalendarPlus, CircleCheck, ImagePlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { UploadedPhotoGrid } from '../../../components/photo-picker/uploaded-photo-grid';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { useHydrated } from '../../../lib/use-hydrated';

interface UploadThankYouProps {
  result: FurniturePhotoUploadResult;
  fields: FurniturePhotoUploadInput;
  onUploadMore: () => void;
}

/** Replaces the form after an upload: what arrived, and the next step (an appointment request). */
export function UploadThankYou({ result, fields, onUploadMore }: UploadThankYouProps) {
  const t = useT();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const count = result.photos.length;

  return (
    <section aria-labelledby="upload-thank-you" className="space-y-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
        <CircleCheck aria-hidden className="size-8 shrink-0 text-success-700 sm:mt-1" />
        <div className="space-y-2">
          <h2 id="upload-thank-you" ref={heading} tabIndex={-1} className="text-2xl sm:text-3xl">
            {t('furniture.thanks.heading')}
          </h2>
          <p>
            <FormattedMessage
              id="furniture.thanks.text"
              values={{
                count,
                type: fields.furnitureType,
                email: <strong className="[overflow-wrap:anywhere]">{fields.clientEmail}</strong>,
              }}
            />
          </p>
        </div>
      </div>
      <UploadedPhotoGrid photos={result.photos} label={t('furniture.thanks.photos')} />
      <div className="rounded-xl bg-brand-50 p-4 sm:p-5">
        <h3 className="text-xl">{t('furniture.thanks.next')}</h3>
        <p className="mt-1">{t('furniture.thanks.next-text')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            href="/contact?service=furniture"
            className={buttonVariants({ variant: 'accent', size: 'lg', className: 'w-full sm:w-auto' })}
          >
            <CalendarPlus aria-hidden />
            {t('contact.page.title')}
          </Link>
          {hydrated ? (
            <Button type="button" variant="outline" size="lg" className="w-full sm:w-auto" onClick={onUploadMore}>
              <ImagePlus aria-hidden />
              {t('furniture.thanks.more')}
            </Button>
          ) : (
            // Without JavaScript (this page answered the form's post): a fresh form.
            <a
              href={localePath('/furniture-upload')}
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              <ImagePlus aria-hidden />
              {t('furniture.thanks.more')}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
