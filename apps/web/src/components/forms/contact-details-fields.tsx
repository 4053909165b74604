import type { ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { useT } from '../../i18n/use-t';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

type ContactField = 'firstName' | 'lastName' | 'email' | 'phone';

interface ContactDetailsFieldsProps {
  /**
   * The fields' registrations, made by the parent while it renders: react-hook-form focuses the
   * first invalid field in registration order, and these come first in the form.
   */
  fields: Record<ContactField, ComponentProps<'input'>>;
  errors: Partial<Record<ContactField, FieldError>>;
}

/** Registers the four fields, in order, for ContactDetailsFields: `fields={contactDetails(field)}`. */
export function contactDetails<Registration>(
  field: (name: ContactField) => Registration,
): Record<ContactField, Registration> {
  return { firstName: field('firstName'), lastName: field('lastName'), email: field('email'), phone: field('phone') };
}

/** Name, e-mail and phone: the same four fields, with the same autofill hints, on every request form. */
export function ContactDetailsFields({ fields, errors }: ContactDetailsFieldsProps) {
  const t = useT();
  return (
    <>
      <FormField label={t('forms.first-name')} error={errors.firstName?.message}>
        <Input autoComplete="given-name" {...fields.firstName} />
      </FormField>
      <FormField label={t('forms.last-name')} error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...fields.lastName} />
      </FormField>
      <FormField label={t('forms.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...fields.email} />
      </FormField>
      <FormField label={t('forms.phone')} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...fields.phone} />
      </FormField>
    </>
  );
}
