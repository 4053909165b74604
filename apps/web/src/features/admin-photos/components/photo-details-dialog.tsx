import type { StaffFurniturePhoto } from '@ta/shared';
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { formatInstantDateTime } from '../../../lib/instant-format';
import { photoAltText } from '../photo-list';
import { AppointmentCell } from './appointment-cell';
import { PhotoStatusBadge } from './photo-status-badge';
import { useFocusReturn } from './use-focus-return';

interface PhotoDetailsDialogProps {
  /** The photo whose fields are shown; null keeps the dialog closed. */
  photo: StaffFurniturePhoto | null;
  clientEmail: string;
  onClose: () => void;
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-line py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-bold">{term}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** Every field of one photo (its furniture_photos row). */
export function PhotoDetailsDialog({ photo, clientEmail, onClose }: PhotoDetailsDialogProps) {
  const focus = useFocusReturn(() => null);
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onOpenAutoFocus={focus.onOpenAutoFocus} onCloseAutoFocus={focus.onCloseAutoFocus}>
        {photo ? (
          <>
            <DialogTitle>Photo Details</DialogTitle>
            <DialogDescription className="mt-1">Photo #{photo.id} as the client sent it.</DialogDescription>
            <img
              src={photo.thumbnailUrl}
              alt={photoAltText(photo)}
              width={160}
              height={160}
              decoding="async"
              className="mt-5 size-40 rounded-lg border border-line bg-sand object-cover"
            />
            <dl className="mt-4">
              <Field term="Photo number">#{photo.id}</Field>
              <Field term="Client email">
                <span className="break-all">{clientEmail}</span>
              </Field>
              <Field term="Furniture type">{photo.furnitureType}</Field>
              <Field term="Description">
                {photo.furnitureDescription ? (
                  <span className="whitespace-pre-line">{photo.furnitureDescription}</span>
                ) : (
                  <span className="text-muted">No description</span>
                )}
              </Field>
              <Field term="Uploaded">{formatInstantDateTime(photo.uploadedAt)}</Field>
              <Field term="Status">
                <PhotoStatusBadge status={photo.status} />
              </Field>
              <Field term="Appointment">
                <AppointmentCell appointmentId={photo.appointmentId} />
              </Field>
              <Field term="Full-size photo">
                <a
                  href={photo.photoUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center font-bold underline"
                >
                  Open the photo in a new tab
                </a>
              </Field>
            </dl>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
