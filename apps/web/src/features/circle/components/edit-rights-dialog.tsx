import { circleUpdateSchema, type CircleContact, type CircleUpdateInput } from '@ta/shared';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DialogFooter, type DialogFailure } from '../../../components/ui/dialog-footer';
import { toast } from '../../../components/ui/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useUpdateContact } from '../api/update-contact';
import { RightsFields } from './rights-fields';

type Values = CircleUpdateInput;
const resolver = formResolver<Values, typeof circleUpdateSchema>(circleUpdateSchema);

/** Change what a contact may do and which visit e-mails they get (PATCH /api/circle/:id). */
export function EditRightsDialog({ contact, onClose }: { contact: CircleContact | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={contact !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {contact ? (
          <>
            <DialogTitle>{t('circle.edit.title', { name: contact.name })}</DialogTitle>
            <DialogDescription className="mt-1">{t('circle.edit.description')}</DialogDescription>
            <EditRightsForm key={contact.id} contact={contact} onClose={onClose} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditRightsForm({ contact, onClose }: { contact: CircleContact; onClose: () => void }) {
  const t = useT();
  const failureText = useErrorText();
  const update = useUpdateContact();
  const [failure, setFailure] = useState<DialogFailure | null>(null);
  const form = useForm<Values, unknown, CircleUpdateInput>({
    resolver,
    defaultValues: { rights: contact.rights, visitNotices: contact.visitNotices },
  });

  const save = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: contact.id, input });
      toast({ title: t('circle.edit.saved'), description: contact.name, variant: 'success' });
      onClose();
    } catch (error) {
      const title = t('circle.edit.failed');
      setFailure({
        title,
        message: reportFormFailure(error, form, ['rights', 'visitNotices'], title, failureText(error)),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="mt-6 space-y-5" data-testid="circle-edit-form">
      <RightsFields
        idPrefix={`circle-edit-${contact.id}`}
        rights={form.register('rights')}
        visitNotices={form.register('visitNotices')}
        startRights={contact.rights}
        startNotices={contact.visitNotices}
        rightsError={form.formState.errors.rights?.message}
      />
      <DialogFooter
        failure={failure}
        action={t('circle.edit.submit')}
        pendingAction={t('circle.saving')}
        icon={Save}
        pending={update.isPending}
      />
    </form>
  );
}
