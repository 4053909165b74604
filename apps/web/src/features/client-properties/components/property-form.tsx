import {
  FLORIDA_COUNTIES,
  PROPERTY_FORM_FIELDS,
  propertyInputSchema,
  type Property,
  type PropertyValues,
} from '@ta/shared';
import { LockKeyhole, Save } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { PageFormMarker } from '../../../lib/page-form';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useCreateProperty, useUpdateProperty } from '../api/save-property';

const FIELDS = PROPERTY_FORM_FIELDS;
type FieldName = (typeof FIELDS)[number];

/** The form's fields as the page holds them: text (blank for none), and the box to remove the codes. */
export type PropertyFormValues = Record<Exclude<FieldName, 'clearAccessNotes'>, string> & {
  clearAccessNotes: boolean;
};

/** The form's values for a property: blank fields for a new one; the access notes always start empty. */
export function propertyFormValues(property: Property | null): PropertyFormValues {
  return {
    label: property?.label ?? '',
    addressLine: property?.addressLine ?? '',
    city: property?.city ?? '',
    zip: property?.zip ?? '',
    // A new property starts on "Choose…": the schema says to choose one.
    county: property?.county ?? '',
    awayFrom: property?.awayFrom ?? '',
    awayUntil: property?.awayUntil ?? '',
    alarmCompany: property?.alarmCompany ?? '',
    emergencyContacts: property?.emergencyContacts ?? '',
    preferredVendors: property?.preferredVendors ?? '',
    accessNotes: '',
    clearAccessNotes: false,
  };
}

interface PropertyFormProps {
  /** The property being edited; null adds a new one. */
  property: Property | null;
  /** After the server has saved it (a new property opens its own page). */
  onSaved?: (property: Property) => void;
}

/**
 * Every field of a property. The access notes (gate, lockbox and alarm codes) are never sent back to
 * the browser, so their box always starts empty: typing replaces them, blank keeps them. What was typed
 * is not kept in the browser's storage either, unlike other forms, because the notes are secret.
 * Without JavaScript the form posts to its page (page forms `property-new` and `property-edit`), which
 * comes back with what to fix and what was typed, but for the notes, which are typed again.
 */
export function PropertyForm({ property, onSaved }: PropertyFormProps) {
  const t = useT();
  const failureText = useErrorText();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const pending = create.isPending || update.isPending;
  const [errorText, setErrorText] = useState<string | null>(null);
  const formId = property ? 'property-edit' : 'property-new';
  const progressive = useProgressiveForm<PropertyFormValues, PropertyValues>(formId, {
    resolver: formResolver<PropertyFormValues, typeof propertyInputSchema>(propertyInputSchema),
    defaultValues: propertyFormValues(property),
  });
  const { form, result } = progressive;
  const { errors } = form.formState;
  // What the last save answered, until the page's own copy of the property has reloaded.
  const [saved, setSaved] = useState<Property | null>(null);
  // A change just saved, said under the button until the next try (the property read again keeps it).
  const [justSaved, setJustSaved] = useState(false);
  const [shown, setShown] = useState(property);
  if (shown !== property) {
    setShown(property);
    setSaved(null);
  }
  const notesOnFile = (saved ?? property)?.accessNotesOnFile ?? false;

  const field = (name: Exclude<FieldName, 'clearAccessNotes'>) => {
    const registration = progressive.field(name);
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        if (form.getFieldState(name).error) form.clearErrors(name);
        return registration.onChange(event);
      },
    };
  };

  const failureMessage = (error: unknown) =>
    error instanceof ApiError && error.status < 500 ? failureText(error) : t('properties.form.failed-text');

  async function send(values: PropertyValues) {
    setErrorText(null);
    setJustSaved(false);
    try {
      const answer = property
        ? await update.mutateAsync({ id: property.id, input: values })
        : await create.mutateAsync(values);
      // A new property's page says it was added (`?added=1`); a change is said here, the form staying.
      if (property) toast({ title: t('properties.form.saved'), variant: 'success' });
      // The secret box empties again: what is on file is never shown.
      form.reset(propertyFormValues(answer));
      setSaved(answer);
      setJustSaved(true);
      onSaved?.(answer);
    } catch (error) {
      setErrorText(reportFormFailure(error, form, FIELDS, t('properties.form.failed'), failureMessage(error)));
    }
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(send)(event)} className="space-y-8">
      <PageFormMarker id={formId} />
      <FormProblems result={result} title={t('properties.form.failed')} hidden={form.formState.submitCount > 0} />
      <fieldset className="space-y-5">
        <legend className="mb-3 text-2xl font-bold">{t('properties.form.where')}</legend>
        <FormField
          label={t('properties.form.label')}
          hint={t('properties.form.label-hint')}
          error={errors.label?.message}
        >
          <Input autoComplete="off" {...field('label')} />
        </FormField>
        <FormField label={t('properties.form.address')} error={errors.addressLine?.message}>
          <Input autoComplete="address-line1" {...field('addressLine')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('properties.form.city')} error={errors.city?.message}>
            <Input autoComplete="address-level2" {...field('city')} />
          </FormField>
          <FormField label={t('properties.form.zip')} error={errors.zip?.message}>
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={5} {...field('zip')} />
          </FormField>
        </div>
        <FormField label={t('properties.form.county')} error={errors.county?.message}>
          <NativeSelect {...field('county')}>
            <option value="">{t('properties.form.choose')}</option>
            {FLORIDA_COUNTIES.map((county) => (
              <option key={county} value={county}>
                {county}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-3 text-2xl font-bold">{t('properties.form.away')}</legend>
        <p className="text-muted">{t('properties.form.away-hint')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('properties.form.away-from')} error={errors.awayFrom?.message}>
            <Input type="date" {...field('awayFrom')} />
          </FormField>
          <FormField label={t('properties.form.away-until')} error={errors.awayUntil?.message}>
            <Input type="date" {...field('awayUntil')} />
          </FormField>
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-3 text-2xl font-bold">{t('properties.form.people')}</legend>
        <FormField
          label={t('properties.form.alarm-company')}
          hint={t('properties.form.alarm-company-hint')}
          error={errors.alarmCompany?.message}
        >
          <Input {...field('alarmCompany')} />
        </FormField>
        <FormField
          label={t('properties.form.contacts')}
          hint={t('properties.form.contacts-hint')}
          error={errors.emergencyContacts?.message}
        >
          <Textarea rows={3} {...field('emergencyContacts')} />
        </FormField>
        <FormField
          label={t('properties.form.vendors')}
          hint={t('properties.form.vendors-hint')}
          error={errors.preferredVendors?.message}
        >
          <Textarea rows={3} {...field('preferredVendors')} />
        </FormField>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-3 flex items-center gap-2 text-2xl font-bold">
          <LockKeyhole aria-hidden className="size-6 shrink-0 text-brand-800" />
          {t('properties.form.access')}
        </legend>
        <p className="rounded-lg bg-sand p-4">{t('properties.form.access-who')}</p>
        <FormField
          label={t('properties.form.access-notes')}
          hint={notesOnFile ? t('properties.form.access-on-file') : t('properties.form.access-none')}
          error={errors.accessNotes?.message}
        >
          <Textarea rows={3} autoComplete="off" spellCheck={false} {...field('accessNotes')} />
        </FormField>
        {/* What was typed in the box never comes back into the page (decision in docs/home-watch.md). */}
        {result && form.formState.submitCount === 0 ? (
          <Alert tone="info">{t('properties.form.access-again')}</Alert>
        ) : null}
        {notesOnFile ? (
          <CheckboxField
            label={t('properties.form.access-remove')}
            hint={t('properties.form.access-remove-hint')}
            {...progressive.checkbox('clearAccessNotes')}
          />
        ) : null}
      </fieldset>

      <FormSubmit
        failure={errorText}
        failureTitle={t('properties.form.failed')}
        action={t(property ? 'properties.form.save' : 'properties.form.add')}
        pendingAction={t('properties.form.saving')}
        pending={pending}
        icon={Save}
      />
      {/* A change saved with JavaScript is said here too, where the person is, not only in the toast. */}
      <p role="status" className="text-lg font-bold text-success-700">
        {property && justSaved ? t('properties.form.saved') : ''}
      </p>
    </form>
  );
}
