import type { StaffFurniturePhoto } from '@ta/shared';
import { Trash2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePhoto } from '../api/delete-photo';
import { formatInstantDate } from '../../../lib/instant-format';
import { photoAltText } from '../photo-list';
import { useFocusReturn } from './use-focus-return';

interface DeletePhotoDialogProps {
  /** The photo to delete; null keeps the dialog closed. */
  photo: StaffFurniturePhoto | null;
  onClose: () => void;
  /** Where focus goes once the photo is gone (its row has left the table). */
  focusAfterDelete: () => HTMLElement | null;
}

export function DeletePhotoDialog({ photo, onClose, focusAfterDelete }: DeletePhotoDialogProps) {
  const remove = useDeletePhoto();
  const focus = useFocusReturn(focusAfterDelete);

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!photo) return;
    remove.mutate(photo.id, {
      onSuccess: () => {
        toast({ title: 'Photo deleted', variant: 'success' });
        focus.returnToFallback();
        close();
      },
      onError: (error) => {
        toast({ title: 'Failed to delete photo', description: errorMessage(error), variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog
      open={photo !== null}
      // While the delete is on its way the dialog stays, so its answer is shown here.
      onOpenChange={(open) => {
        if (!open && !remove.isPending) close();
      }}
    >
      <DialogContent onOpenAutoFocus={focus.onOpenAutoFocus} onCloseAutoFocus={focus.onCloseAutoFocus}>
        <DialogTitle>Delete Photo</DialogTitle>
        {photo ? (
          <div className="mt-5 space-y-4">
            <DialogDescription className="text-lg">
              <span className="text-ink">
                Are you sure you want to delete this photo? This action cannot be undone.
              </span>
            </DialogDescription>
            <div className="flex items-center gap-4 rounded-lg bg-sand p-3">
              <img
                src={photo.thumbnailUrl}
                alt={photoAltText(photo)}
                width={64}
                height={64}
                decoding="async"
                className="size-16 shrink-0 rounded-md bg-white object-cover"
              />
              <div className="min-w-0">
                <p className="font-bold break-words">{photo.furnitureType}</p>
                <p>
                  Photo #{photo.id}, uploaded {formatInstantDate(photo.uploadedAt)}
                </p>
              </div>
            </div>
            {remove.isError ? (
              <Alert tone="error" title="Failed to delete photo">
                <p>{errorMessage(remove.error)}</p>
              </Alert>
            ) : null}
            <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={remove.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
                <Trash2 aria-hidden />
                {remove.isPending ? 'Deleting...' : 'Delete Photo'}
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
