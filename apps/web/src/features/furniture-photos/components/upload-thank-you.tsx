import type { FurniturePhotoUploadInput, FurniturePhotoUploadResult } from '@ta/shared';
import { CalendarPlus, CircleCheck, ImagePlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { UploadedPhotoGrid } from '../../../components/photo-picker/uploaded-photo-grid';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useHydrated } from '../../../lib/use-hydrated';

interface UploadThankYouProps {
  result: FurniturePhotoUploadResult;
  fields: FurniturePhotoUploadInput;
  onUploadMore: () => void;
}

/** Replaces the form after an upload: what arrived, and the next step (an appointment request). */
export function UploadThankYou({ result, fields, onUploadMore }: UploadThankYouProps) {
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
            Thank you! Your photos arrived safely.
          </h2>
          <p>
            We received {count} {count === 1 ? 'photo' : 'photos'} of your {fields.furnitureType}. We will look them
            over and reply to <strong className="[overflow-wrap:anywhere]">{fields.clientEmail}</strong> within 24
            hours.
          </p>
        </div>
      </div>
      <UploadedPhotoGrid photos={result.photos} label="Uploaded photos" />
      <div className="rounded-xl bg-brand-50 p-4 sm:p-5">
        <h3 className="text-xl">Next step: choose a day for the assembly</h3>
        <p className="mt-1">
          Request an appointment and we will confirm the time with you. Use the same email address so we can match your
          photos.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            href="/contact?service=furniture"
            className={buttonVariants({ variant: 'accent', size: 'lg', className: 'w-full sm:w-auto' })}
          >
            <CalendarPlus aria-hidden />
            Request an Appointment
          </Link>
          {hydrated ? (
            <Button type="button" variant="outline" size="lg" className="w-full sm:w-auto" onClick={onUploadMore}>
              <ImagePlus aria-hidden />
              Upload more photos
            </Button>
          ) : (
            // Without JavaScript (this page answered the form's post): a fresh form.
            <a
              href="/furniture-upload"
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              <ImagePlus aria-hidden />
              Upload more photos
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
