import { isClientRole, USER_FORM_ROLES } from '@ta/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { cn } from '../../../lib/cn';
import { ROLE_LABELS, type UserFormValues } from '../user-form-values';
import { CircleAlert } from 'lucide-react';

/** Role guidelines: staff can do everything in the back office except Users. */
const ROLE_GUIDELINES = {
  staff: 'Standard access for service providers and support personnel: everything in the back office except Users.',
  admin: 'Everything, including Users. Create admin accounts only for authorised personnel.',
} as const;

interface UserFieldsProps {
  register: UseFormRegister<UserFormValues>;
  errors: FieldErrors<UserFormValues>;
  mode: 'create' | 'edit';
  /** The role chosen now; a client's role is shown but never chosen here. */
  role: UserFormValues['role'];
}

/** The fields of the New User and Edit User dialogs. */
export function UserFields({ register, errors, mode, role }: UserFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="off" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="off" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label="Username" hint="At least 3 characters. Used to log in." error={errors.username?.message}>
        <Input autoComplete="off" autoCapitalize="off" spellCheck={false} {...register('username')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <FormField
        label={mode === 'create' ? 'Password' : 'New password'}
        hint={
          mode === 'create'
            ? 'At least 12 characters, not a common password, not containing the username.'
            : 'Leave blank to keep the current password. A new one needs at least 12 characters.'
        }
        error={errors.password?.message}
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      {isClientRole(role) ? (
        <div>
          <p className="font-bold">Role</p>
          <p className="text-muted">
            Client. Clients create their own accounts by registering, so their role is not changed here.
          </p>
        </div>
      ) : (
        <fieldset aria-describedby={errors.role ? 'user-role-error' : undefined}>
          <legend className="mb-2 font-bold">Role</legend>
          <div className="space-y-2">
            {USER_FORM_ROLES.map((choice) => (
              <label
                key={choice}
                className={cn(
                  'flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 px-4 py-3',
                  role === choice ? 'border-brand-800 bg-brand-50' : 'border-line bg-white',
                )}
              >
                <input
                  type="radio"
                  value={choice}
                  aria-invalid={errors.role ? true : undefined}
                  className="mt-1 size-5 shrink-0 accent-brand-800"
                  {...register('role')}
                />
                <span>
                  <span className="block font-bold">{ROLE_LABELS[choice]}</span>
                  <span className="block text-base text-muted">{ROLE_GUIDELINES[choice]}</span>
                </span>
              </label>
            ))}
          </div>
          <div id="user-role-error" aria-live="polite">
            {errors.role ? (
              <p className="mt-1 flex items-start gap-1.5 font-bold text-danger-700">
                <CircleAlert aria-hidden className="mt-1 size-5 shrink-0" />
                <span>{errors.role.message}</span>
              </p>
            ) : null}
          </div>
        </fieldset>
      )}
      <CheckboxField
        label="Active"
        hint="Inactive users cannot log in."
        error={errors.active?.message}
        {...register('active')}
      />
    </>
  );
}
