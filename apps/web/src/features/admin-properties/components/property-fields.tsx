import { FLORIDA_COUNTIES } from '@ta/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import type { PropertyFormValues } from '../property-form-values';

interface PropertyFieldsProps {
  register: UseFormRegister<PropertyFormValues>;
  errors: FieldErrors<PropertyFormValues>;
  /** The property has access notes on file (a new one has none). */
  accessNotesOnFile: boolean;
}

/**
 * The property's fields, for New property and Edit. The access notes field always opens empty: what is
 * on file is never sent to these pages, only whether there is some. Blank keeps it; text replaces it.
 */
export function PropertyFields({ register, errors, accessNotesOnFile }: PropertyFieldsProps) {
  return (
    <>
      <FormField
        label="Name (optional)"
        hint="What the owner calls it; blank shows the street address."
        error={errors.label?.message}
      >
        <Input autoComplete="off" {...register('label')} />
      </FormField>
      <FormField label="Street address" error={errors.addressLine?.message}>
        <Input autoComplete="off" {...register('addressLine')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="City" error={errors.city?.message}>
          <Input autoComplete="off" {...register('city')} />
        </FormField>
        <FormField label="ZIP code" error={errors.zip?.message}>
          <Input inputMode="numeric" autoComplete="off" maxLength={5} {...register('zip')} />
        </FormField>
      </div>
      <FormField label="County" error={errors.county?.message}>
        <NativeSelect {...register('county')}>
          <option value="">Choose the county</option>
          {FLORIDA_COUNTIES.map((county) => (
            <option key={county} value={county}>
              {county}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="space-y-3">
        <legend className="font-bold">When the owner is away (optional)</legend>
        <p className="text-base text-muted">Plans make their visits between these days unless they say otherwise.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Leaving on" error={errors.awayFrom?.message}>
            <Input type="date" {...register('awayFrom')} />
          </FormField>
          <FormField label="Back on" error={errors.awayUntil?.message}>
            <Input type="date" {...register('awayUntil')} />
          </FormField>
        </div>
      </fieldset>
      <FormField label="Alarm company (optional)" error={errors.alarmCompany?.message}>
        <Input autoComplete="off" {...register('alarmCompany')} />
      </FormField>
      <FormField
        label="Emergency contacts (optional)"
        hint="Names and phone numbers, one a line."
        error={errors.emergencyContacts?.message}
      >
        <Textarea rows={3} {...register('emergencyContacts')} />
      </FormField>
      <FormField
        label="Preferred vendors (optional)"
        hint="Plumber, electrician, pool service…"
        error={errors.preferredVendors?.message}
      >
        <Textarea rows={3} {...register('preferredVendors')} />
      </FormField>
      <fieldset className="space-y-3 rounded-lg border-2 border-line p-4">
        <legend className="px-1 font-bold">Access notes</legend>
        <p className="text-base">
          {accessNotesOnFile ? (
            <>
              <span className="font-bold">On file.</span> They are kept secret: only the staff member on a visit can
              read them, from the visit.
            </>
          ) : (
            'None on file. Gate, lockbox and alarm codes are kept secret: only the staff member on a visit can read them.'
          )}
        </p>
        <FormField
          label={accessNotesOnFile ? 'Replace the access notes' : 'Access notes (optional)'}
          hint={accessNotesOnFile ? 'Leave blank to keep the notes on file.' : undefined}
          error={errors.accessNotes?.message}
        >
          <Textarea rows={3} autoComplete="off" spellCheck={false} {...register('accessNotes')} />
        </FormField>
        {accessNotesOnFile ? (
          <CheckboxField label="Remove the access notes on file" {...register('clearAccessNotes')} />
        ) : null}
      </fieldset>
    </>
  );
}
