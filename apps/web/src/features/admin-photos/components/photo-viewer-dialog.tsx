import type { StaffFurniturePhoto } from '@ta/shared';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { formatInstantDate } from '../../../lib/instant-format';
import { photoAltText } from '../photo-list';
import { useFocusReturn } from './use-focus-return';

interface PhotoViewerDialogProps {
  /** The photo to show large; null keeps the dialog closed. */
  photo: StaffFurniturePhoto | null;
  clientEmail: string;
  onClose: () => void;
}

/** The full-size photo, opened from its thumbnail. */
export function PhotoViewerDialog({ photo, clientEmail, onClose }: PhotoViewerDialogProps) {
  const focus = useFocusReturn(() => null);
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent placement="wide" onOpenAutoFocus={focus.onOpenAutoFocus} onCloseAutoFocus={focus.onCloseAutoFocus}>
        {photo ? (
          <>
            <DialogTitle className="wrap-anywhere">{photo.furnitureType}</DialogTitle>
            <DialogDescription className="mt-1 break-all">
              From {clientEmail}, uploaded {formatInstantDate(photo.uploadedAt)}
            </DialogDescription>
            <img
              src={photo.photoUrl}
              alt={photoAltText(photo)}
              width={1200}
              height={900}
              decoding="async"
              className="mt-5 h-auto max-h-[65dvh] w-full rounded-lg bg-sand object-contain"
            />
            {photo.furnitureDescription ? (
              <p className="prose-width mt-4 wrap-anywhere whitespace-pre-line">{photo.furnitureDescription}</p>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
