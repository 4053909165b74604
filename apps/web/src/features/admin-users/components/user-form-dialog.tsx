import { userCreateSchema, userUpdateSchema, type AdminUser, type UserCreate, type UserUpdate } from '@ta/shared';
import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DialogFooter, type DialogFailure } from '../../../components/ui/dialog-footer';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useCreateUser, useUpdateUser } from '../api/users';
import {
  fullName,
  newUserValues,
  USER_FORM_FIELDS,
  userChanges,
  userFormValues,
  type UserFormValues,
} from '../user-form-values';
import { UserFields } from './user-fields';

export type UserFormMode = { kind: 'create' } | { kind: 'edit'; user: AdminUser };

/** New User and Edit User: one dialog, the shared create or update schema. */
export function UserFormDialog({ mode, onClose }: { mode: UserFormMode | null; onClose: () => void }) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {mode ? (
          <>
            <DialogTitle>{mode.kind === 'create' ? 'New User' : 'Edit User'}</DialogTitle>
            <DialogDescription className="mt-1">
              {mode.kind === 'create'
                ? 'Create an account for a member of staff or an admin.'
                : `${fullName(mode.user)} (@${mode.user.username}). Only the fields you change are saved.`}
            </DialogDescription>
            {mode.kind === 'create' ? (
              <CreateForm onClose={onClose} />
            ) : (
              <EditForm key={mode.user.id} user={mode.user} onClose={onClose} />
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface FormBodyProps<Output> {
  form: UseFormReturn<UserFormValues, unknown, Output>;
  mode: 'create' | 'edit';
  /** Sends the checked values; the body keeps what the send answers. */
  save: (values: Output) => Promise<void>;
  failure: DialogFailure | null;
  note?: string | null;
  pending: boolean;
}

function FormBody<Output>({ form, mode, save, failure, note = null, pending }: FormBodyProps<Output>) {
  const role = useWatch({ control: form.control, name: 'role' });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="mt-6 space-y-5">
      <UserFields register={form.register} errors={form.formState.errors} mode={mode} role={role} />
      {note ? <Alert tone="info">{note}</Alert> : null}
      <DialogFooter
        failure={failure}
        action={mode === 'create' ? 'Create User' : 'Save Changes'}
        pendingAction="Saving…"
        pending={pending}
      />
    </form>
  );
}

/** The form holds every field as text or a flag; the shared schema's input type is wider (defaults). */
const createResolver = formResolver<UserFormValues, typeof userCreateSchema>(userCreateSchema);
const updateResolver = formResolver<UserFormValues, typeof userUpdateSchema>(userUpdateSchema);

function CreateForm({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const [failure, setFailure] = useState<DialogFailure | null>(null);
  const form = useForm<UserFormValues, unknown, UserCreate>({
    resolver: createResolver,
    defaultValues: newUserValues(),
  });

  const save = async (input: UserCreate) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync(input);
      const when = created.active ? 'now log in' : 'log in once made active';
      toast({
        title: 'User created',
        description: `${fullName(created)} (@${created.username}) can ${when}.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const title = 'Failed to create user';
      setFailure({ title, message: reportFormFailure(error, form, USER_FORM_FIELDS, title) });
    }
  };

  return <FormBody form={form} mode="create" save={save} failure={failure} pending={create.isPending} />;
}

function EditForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const update = useUpdateUser();
  const [failure, setFailure] = useState<DialogFailure | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [initial] = useState(() => userFormValues(user));
  const form = useForm<UserFormValues, unknown, UserUpdate>({
    // Only the changed fields are checked and sent; unchanged ones are the saved values.
    resolver: (values, context, options) =>
      updateResolver(userChanges(initial, values) as UserFormValues, context, options),
    defaultValues: initial,
  });

  const save = async (changes: UserUpdate) => {
    setFailure(null);
    setNote(null);
    if (Object.keys(changes).length === 0) {
      setNote('Nothing has changed yet. Change a field, then save.');
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: user.id, changes });
      toast({ title: 'User updated', description: `The changes to @${saved.username} are saved.`, variant: 'success' });
      onClose();
    } catch (error) {
      const title = 'Failed to update user';
      setFailure({ title, message: reportFormFailure(error, form, USER_FORM_FIELDS, title) });
    }
  };

  return <FormBody form={form} mode="edit" save={save} failure={failure} note={note} pending={update.isPending} />;
}
