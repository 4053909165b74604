import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { DialogFooter, type DialogFailure } from './dialog-footer';

interface ConfirmDialogProps extends Pick<
  ComponentProps<typeof DialogContent>,
  'onOpenAutoFocus' | 'onCloseAutoFocus'
> {
  open: boolean;
  /** Cancel, Escape or a press outside; ignored while the action is on its way. */
  onClose: () => void;
  title: string;
  /** The question ("Are you sure…? This action cannot be undone."): the dialog's description. */
  description: ReactNode;
  /** What the action is about, under the question (a photo, an appointment). */
  children?: ReactNode;
  failure?: DialogFailure | null;
  /** "Delete Project" / "Deleting…". */
  action: string;
  pendingAction: string;
  icon?: LucideIcon;
  pending: boolean;
  onConfirm: () => void;
  cancelLabel?: string;
  /** 'alertdialog' for a confirmation the office meets mid-task; the client's stay plain dialogs. */
  role?: 'dialog' | 'alertdialog';
}

/** Asks before something that cannot be undone: the question, what it is about, and two buttons. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  children,
  failure,
  action,
  pendingAction,
  icon,
  pending,
  onConfirm,
  cancelLabel,
  role = 'dialog',
  onOpenAutoFocus,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      <DialogContent role={role} onOpenAutoFocus={onOpenAutoFocus} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{title}</DialogTitle>
        <div className="mt-5 space-y-4">
          <DialogDescription asChild className="space-y-4 text-lg">
            <div>{description}</div>
          </DialogDescription>
          {children}
          <DialogFooter
            failure={failure}
            action={action}
            pendingAction={pendingAction}
            icon={icon}
            pending={pending}
            onAction={onConfirm}
            variant="destructive"
            cancelLabel={cancelLabel}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
