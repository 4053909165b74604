import { CalendarPlus, Save, Trash2 } from 'lucide-react';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DialogFailure } from '../../../components/ui/dialog-footer';
import { FormSubmit } from '../../../components/ui/form-submit';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';

/** A small boxed form that adds days off (a holiday, a staff member's time off): its title names it. */
export function AddDaysForm({
  title,
  onSubmit,
  fields,
  children,
  failure,
  failureTitle,
  action,
  pending,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields side by side from a tablet up (the days). */
  fields: ReactNode;
  /** Fields under them, full width. */
  children?: ReactNode;
  failure: string | null;
  failureTitle: string;
  action: string;
  pending: boolean;
}) {
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={onSubmit}
      className="space-y-4 rounded-xl border border-line bg-white p-3 sm:p-4"
    >
      <h3 className="text-xl font-bold">{title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">{fields}</div>
      {children}
      <FormSubmit
        failure={failure}
        failureTitle={failureTitle}
        action={action}
        pendingAction="Adding…"
        pending={pending}
        icon={CalendarPlus}
      />
    </form>
  );
}

/** The foot of a form that replaces a setting: "saved" once it is, and the save button (`action` says what). */
export function SaveFoot({
  saved,
  savedTitle,
  savedText,
  failure,
  action,
  pending,
}: {
  saved: boolean;
  savedTitle: string;
  savedText: string;
  failure: string | null;
  action: string;
  pending: boolean;
}) {
  return (
    <>
      {saved ? (
        <Alert tone="success" title={savedTitle}>
          {savedText}
        </Alert>
      ) : null}
      <FormSubmit
        failure={failure}
        failureTitle={`${action} failed`}
        action={action}
        pendingAction="Saving…"
        pending={pending}
        icon={Save}
      />
    </>
  );
}

/**
 * "Remove these days off?" for `item` (a holiday, a staff member's time off), open while there is one:
 * `remove` sends it, and the dialog closes with a toast or keeps the failure on screen.
 */
export function RemoveDaysDialog<Item>({
  item,
  onClose,
  title,
  describe,
  action,
  removed,
  notRemoved,
  remove,
  pending,
}: {
  item: Item | null;
  onClose: () => void;
  title: string;
  describe: (item: Item) => ReactNode;
  action: string;
  /** The toast's title once removed. */
  removed: string;
  /** The failure's title. */
  notRemoved: string;
  remove: (item: Item, done: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  pending: boolean;
}) {
  const [failure, setFailure] = useState<DialogFailure | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onClose={close}
      title={title}
      description={item ? describe(item) : null}
      action={action}
      pendingAction="Removing…"
      icon={Trash2}
      pending={pending}
      role="alertdialog"
      failure={failure}
      onConfirm={() => {
        if (!item) return;
        remove(item, {
          onSuccess: () => {
            toast({ title: removed, variant: 'success' });
            close();
          },
          onError: (error) => setFailure({ title: notRemoved, message: errorMessage(error) }),
        });
      }}
    />
  );
}
