import type { CircleContact } from '@ta/shared';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DialogFailure } from '../../../components/ui/dialog-footer';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';

interface RemoveContactDialogProps {
  contact: CircleContact | null;
  onClose: () => void;
  /** Ends the contact's access (the account holder's call, or staff's). */
  remove: (contact: CircleContact) => Promise<void>;
  pending: boolean;
}

/** Asks before ending a contact's access: it ends at once, and they are told nothing more. */
export function RemoveContactDialog({ contact, onClose, remove, pending }: RemoveContactDialogProps) {
  const t = useT();
  const [failure, setFailure] = useState<DialogFailure | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={contact !== null}
      onClose={close}
      title={t('circle.remove.title', { name: contact?.name ?? '' })}
      description={<p>{t('circle.remove.question', { name: contact?.name ?? '' })}</p>}
      failure={failure}
      action={t('circle.remove.submit')}
      pendingAction={t('circle.remove.pending')}
      icon={UserMinus}
      pending={pending}
      onConfirm={() => {
        if (!contact) return;
        setFailure(null);
        remove(contact).then(
          () => {
            toast({ title: t('circle.remove.done'), description: contact.name, variant: 'success' });
            close();
          },
          (error: unknown) => setFailure({ title: t('circle.remove.failed'), message: errorMessage(error) }),
        );
      }}
    />
  );
}
