import {
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  contactUpdateSchema,
  type AdminContact,
  type ContactUpdate,
} from '@ta/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { FormField } from '../../../components/ui/form-field';
import { ChoiceOptions, NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { KeptDraftNotice } from '../../../components/forms/kept-draft-notice';
import { reportFormFailure } from '../../../lib/form-errors';
import { useKeptDraft } from '../../../lib/kept-drafts';
import { formResolver } from '../../../lib/form-resolver';
import { useUpdateContact } from '../api/contacts';
import { isContactStatus } from '../contact-status';
import { ContactSummary } from './contact-summary';

interface FormValues {
  status: string;
  notes: string;
}

// The select holds text ('' = not chosen); the shared schema (the server's) turns it into a status.
const resolver = formResolver<FormValues, typeof contactUpdateSchema>(contactUpdateSchema);

const FAILED = 'Failed to update contact request';

/** Mounted each time the dialog opens, so it starts from the request as it is now. */
function UpdateContactForm({ contact, onDone }: { contact: AdminContact; onDone: () => void }) {
  const update = useUpdateContact();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, ContactUpdate>({
    resolver,
    defaultValues: { status: isContactStatus(contact.status) ? contact.status : '', notes: contact.notes ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const draft = useKeptDraft(`contact-update:${contact.id}`, form);

  async function send(values: ContactUpdate) {
    setFailure(null);
    try {
      await update.mutateAsync({ id: contact.id, update: values });
      toast({
        title: 'Contact request updated',
        description: 'The contact request has been updated successfully.',
        variant: 'success',
      });
      onDone();
    } catch (error) {
      // The session ended: what was typed is kept and sent again after signing in.
      if (draft.keep(error, () => send(values))) setFailure(draft.message);
      else setFailure(reportFormFailure(error, form, ['status', 'notes'], FAILED));
    }
  }
  const onSubmit = form.handleSubmit(send);

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
      <KeptDraftNotice shown={draft.restored} />
      <ContactSummary contact={contact} />
      <FormField label="Status" error={errors.status?.message}>
        <NativeSelect {...form.register('status')}>
          <ChoiceOptions
            placeholder="Choose a status"
            choices={CONTACT_STATUSES}
            label={(status) => CONTACT_STATUS_LABELS[status]}
          />
        </NativeSelect>
      </FormField>
      <FormField
        label="Notes"
        hint="Only staff see these. Leaving the box empty keeps the saved notes."
        error={errors.notes?.message}
      >
        <Textarea rows={4} {...form.register('notes')} />
      </FormField>
      <DialogFooter
        failure={failure ? { title: FAILED, message: failure } : null}
        action="Save Changes"
        pendingAction="Saving..."
        pending={isSubmitting}
      />
    </form>
  );
}

interface UpdateContactDialogProps {
  /** The request being updated; null keeps the dialog closed. */
  contact: AdminContact | null;
  onClose: () => void;
}

/** The Update dialog: the request's details, then Status and Notes. */
export function UpdateContactDialog({ contact, onClose }: UpdateContactDialogProps) {
  return (
    <Dialog
      open={contact !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>Update Contact Request</DialogTitle>
        <DialogDescription className="mt-2">Set the status and keep notes for the team.</DialogDescription>
        {contact ? <UpdateContactForm key={contact.id} contact={contact} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
