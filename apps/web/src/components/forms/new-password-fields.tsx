import type { ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { PasswordInput } from '../ui/password-input';

type PasswordField = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  /** The labels and the password's hint (its length), in the words of the form's own messages. */
  labels: Record<PasswordField, string> & { hint: string };
  /** The registrations, made by the parent while it renders, in the form's order (see ContactDetailsFields). */
  fields: Record<PasswordField, ComponentProps<'input'>>;
  errors: Partial<Record<PasswordField, FieldError>>;
}

/** Registers the two fields, in order, for NewPasswordFields: `fields={newPasswordFields(field)}`. */
export function newPasswordFields<Registration>(
  field: (name: PasswordField) => Registration,
): Record<PasswordField, Registration> {
  return { password: field('password'), confirmPassword: field('confirmPassword') };
}

/** A new password typed twice; password managers offer to make one (`new-password`). */
export function NewPasswordFields({ labels, fields, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField label={labels.password} hint={labels.hint} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...fields.password} />
      </FormField>
      <FormField label={labels.confirmPassword} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...fields.confirmPassword} />
      </FormField>
    </>
  );
}
