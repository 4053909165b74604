import type { StaffFurniturePhoto } from '@ta/shared';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePhoto } from '../api/delete-photo';
import { formatInstantDate } from '../../../lib/instant-format';
import { photoAltText } from '../photo-list';
import { useFocusReturn } from './use-focus-return';

const FAILED = 'Failed to delete photo';

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
        toast({ title: FAILED, description: errorMessage(error), variant: 'destructive' });
      },
    });
  };

  return (
    <ConfirmDialog
      open={photo !== null}
      onClose={close}
      onOpenAutoFocus={focus.onOpenAutoFocus}
      onCloseAutoFocus={focus.onCloseAutoFocus}
      title="Delete Photo"
      description={
        <span className="text-ink">Are you sure you want to delete this photo? This action cannot be undone.</span>
      }
      failure={remove.isError ? { title: FAILED, message: errorMessage(remove.error) } : null}
      action="Delete Photo"
      pendingAction="Deleting..."
      icon={Trash2}
      pending={remove.isPending}
      onConfirm={confirm}
    >
      {photo ? (
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
            <p className="font-bold wrap-anywhere">{photo.furnitureType}</p>
            <p>
              Photo #{photo.id}, uploaded {formatInstantDate(photo.uploadedAt)}
            </p>
          </div>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
