import type { LucideIcon } from 'lucide-react';
import { useKnownText } from '../../i18n/known-text';
import { useT } from '../../i18n/use-t';
import { Alert } from './alert';
import { Button } from './button';
import { DialogClose } from './dialog';

/** Why the last try failed: shown above the buttons, in the dialog, until the next try. */
export interface DialogFailure {
  title: string;
  message: string;
}

interface DialogFooterProps {
  failure?: DialogFailure | null;
  /** The main button's word, and its word while the action runs ("Save Changes", "Saving..."). */
  action: string;
  pendingAction: string;
  icon?: LucideIcon;
  /** The action is on its way: both buttons wait, so the answer is shown here. */
  pending: boolean;
  /** The main button cannot be used yet (nothing chosen). */
  disabled?: boolean;
  /** Without it the main button submits the dialog's form. */
  onAction?: () => void;
  variant?: 'primary' | 'destructive';
  cancelLabel?: string;
}

/** A dialog's last row: the failure if any, then Cancel (which closes the dialog) and the action. */
export function DialogFooter({
  failure,
  action,
  pendingAction,
  icon: Icon,
  pending,
  disabled = false,
  onAction,
  variant = 'primary',
  cancelLabel,
}: DialogFooterProps) {
  const t = useT();
  const known = useKnownText();
  return (
    <>
      {failure ? (
        <Alert tone="error" title={failure.title}>
          <p>{known(failure.message)}</p>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
        </DialogClose>
        <Button
          type={onAction ? 'button' : 'submit'}
          variant={variant}
          disabled={pending || disabled}
          onClick={onAction}
        >
          {Icon ? <Icon aria-hidden /> : null}
          {pending ? pendingAction : action}
        </Button>
      </div>
    </>
  );
}
