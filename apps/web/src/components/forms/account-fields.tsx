import { BACK_OFFICE_PASSWORD_MIN, PASSWORD_MIN } from '@ta/shared';
import type { ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import type { MessageId } from '../../i18n/messages/en';
import { useT } from '../../i18n/use-t';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { PasswordInput } from '../ui/password-input';

type NameField = 'firstName' | 'lastName';

interface NameFieldsProps {
  /** The two labels, in the words of the form's own messages. */
  labels: Record<NameField, string>;
  /** The registrations, made by the parent while it renders, in the form's order (see ContactDetailsFields). */
  fields: Record<NameField, ComponentProps<'input'>>;
  errors: Partial<Record<NameField, FieldError>>;
}

/** Registers the two fields, in order, for NameFields: `fields={nameFields(field)}`. */
export function nameFields<Registration>(field: (name: NameField) => Registration): Record<NameField, Registration> {
  return { firstName: field('firstName'), lastName: field('lastName') };
}

/** A person's first and last name side by side (one above the other on a phone), with their autofill hints. */
export function NameFields({ labels, fields, errors }: NameFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={labels.firstName} error={errors.firstName?.message}>
        <Input autoComplete="given-name" {...fields.firstName} />
      </FormField>
      <FormField label={labels.lastName} error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...fields.lastName} />
      </FormField>
    </div>
  );
}

type PasswordField = 'password' | 'confirmPassword';

/** The form's own messages for the two labels and the password's hint (which may name `min` and `staffMin`). */
export type NewPasswordWords = Record<PasswordField | 'hint', MessageId>;

interface NewPasswordFieldsProps {
  words: NewPasswordWords;
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
export function NewPasswordFields({ words, fields, errors }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <FormField
        label={t(words.password)}
        hint={t(words.hint, { min: PASSWORD_MIN, staffMin: BACK_OFFICE_PASSWORD_MIN })}
        error={errors.password?.message}
      >
        <PasswordInput autoComplete="new-password" {...fields.password} />
      </FormField>
      <FormField label={t(words.confirmPassword)} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...fields.confirmPassword} />
      </FormField>
    </>
  );
}
