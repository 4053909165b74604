import { contactAssigneeSchema, type AdminContact, type ContactAssignee, type SessionUser } from '@ta/shared';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { StaffPicker } from '../../../components/admin/staff-picker';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { fullNameOf } from '../../../lib/initials';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { assignedStaff } from '../assigned-staff';
import { useSetAssignee } from '../api/contacts';
import type { ContactDialogProps } from './contact-dialog-props';
import { ASSIGN_FAILED } from './use-assign';

interface FormValues {
  assignedToId: string;
}

// The select holds text ('' = nobody); the shared schema (the server's) turns it into an id or null.
const resolver = formResolver<FormValues, typeof contactAssigneeSchema>(contactAssigneeSchema);

function AssigneeForm({ contact, user, onDone }: { contact: AdminContact; user: SessionUser; onDone: () => void }) {
  const staff = useStaffDirectory();
  const setAssignee = useSetAssignee();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, ContactAssignee>({
    resolver,
    defaultValues: { assignedToId: contact.assignedToId === null ? '' : String(contact.assignedToId) },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await setAssignee.mutateAsync({ id: contact.id, assignee: values });
      const who =
        saved.assignedToId === null ? null : saved.assignedToId === user.id ? 'you' : (saved.assignedToName ?? 'them');
      toast(
        who
          ? {
              title: 'Contact request assigned',
              description: `The request from ${saved.firstName} ${saved.lastName} has been assigned to ${who}.`,
              variant: 'success',
            }
          : {
              title: 'Contact request updated',
              description: 'Nobody is assigned to this request now.',
              variant: 'success',
            },
      );
      onDone();
    } catch (error) {
      const message = reportFormFailure(error, form, ['assignedToId'], ASSIGN_FAILED);
      setFailure(message);
    }
  });

  // The picker gets its choices before the form's value is put into it.
  if (staff.isPending) return <Spinner label="Loading the staff list…" showLabel className="mt-5" />;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
      {staff.isError ? (
        <Alert tone="error" title="Could not load the staff list">
          <p>{errorMessage(staff.error)} You can still take it yourself.</p>
        </Alert>
      ) : null}
      <FormField
        label="Assigned to"
        hint="The person you choose gets an e-mail with the request's details."
        error={errors.assignedToId?.message}
      >
        <StaffPicker
          members={staff.data}
          me={{ id: user.id, name: fullNameOf(user) }}
          current={assignedStaff(contact)}
          noneLabel="Nobody yet"
          {...form.register('assignedToId')}
        />
      </FormField>
      <DialogFooter
        failure={failure ? { title: ASSIGN_FAILED, message: failure } : null}
        action="Save Assignee"
        pendingAction="Saving..."
        icon={UserCheck}
        pending={isSubmitting}
      />
    </form>
  );
}

/**
 * Choose who handles the request: any active staff member or admin, or nobody (decision 022).
 * Assign to Me stays the quick way to take a new request.
 */
export function AssigneeDialog({ contact, user, open, onOpenChange }: ContactDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogTitle>Assign Request</DialogTitle>
        <DialogDescription className="mt-2">
          Who handles the request from {contact.firstName} {contact.lastName} ({contact.serviceInterest})?
        </DialogDescription>
        {open ? <AssigneeForm contact={contact} user={user} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
