import type { ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

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
