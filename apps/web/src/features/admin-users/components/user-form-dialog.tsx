import { zodResolver } from '@hookform/resolvers/zod';
import { userCreateSchema, userUpdateSchema, type AdminUser, type UserCreate, type UserUpdate } from '@ta/shared';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/form-errors';
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

interface FormBodyProps {
  register: UseFormRegister<UserFormValues>;
  errors: FieldErrors<UserFormValues>;
  mode: 'create' | 'edit';
  role: UserFormValues['role'];
  onSubmit: (event: FormEvent) => void;
  failure: { title: string; message: string } | null;
  note: string | null;
  pending: boolean;
}

function FormBody({ register, errors, mode, role, onSubmit, failure, note, pending }: FormBodyProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
      <UserFields register={register} errors={errors} mode={mode} role={role} />
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
const createResolver = zodResolver(userCreateSchema) as unknown as Resolver<UserFormValues, unknown, UserCreate>;
const updateResolver = zodResolver(userUpdateSchema) as unknown as Resolver<UserFormValues, unknown, UserUpdate>;

function CreateForm({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const [failure, setFailure] = useState<FormBodyProps['failure']>(null);
  const form = useForm<UserFormValues, unknown, UserCreate>({
    resolver: createResolver,
    defaultValues: newUserValues(),
  });
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync(input);
      toast({
        title: 'User created',
        description: `${fullName(created)} (@${created.username}) can ${created.active ? 'now log in' : 'log in once made active'}.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const message = reportFormFailure(error, form, USER_FORM_FIELDS, 'Failed to create user');
      setFailure({ title: 'Failed to create user', message });
    }
  });

  return (
    <FormBody
      register={form.register}
      errors={form.formState.errors}
      mode="create"
      role={role}
      onSubmit={(event) => void onSubmit(event)}
      failure={failure}
      note={null}
      pending={create.isPending}
    />
  );
}

function EditForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const update = useUpdateUser();
  const [failure, setFailure] = useState<FormBodyProps['failure']>(null);
  const [note, setNote] = useState<string | null>(null);
  const [initial] = useState(() => userFormValues(user));
  const form = useForm<UserFormValues, unknown, UserUpdate>({
    // Only the changed fields are checked and sent (SPEC §5); unchanged ones are the saved values.
    resolver: (values, context, options) =>
      updateResolver(userChanges(initial, values) as UserFormValues, context, options),
    defaultValues: initial,
  });
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit(async (changes) => {
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
      const message = reportFormFailure(error, form, USER_FORM_FIELDS, 'Failed to update user');
      setFailure({ title: 'Failed to update user', message });
    }
  });

  return (
    <FormBody
      register={form.register}
      errors={form.formState.errors}
      mode="edit"
      role={role}
      onSubmit={(event) => void onSubmit(event)}
      failure={failure}
      note={note}
      pending={update.isPending}
    />
  );
}
