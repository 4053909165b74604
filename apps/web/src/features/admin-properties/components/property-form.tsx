import {
  PROPERTY_FORM_FIELDS,
  propertyInputSchema,
  staffPropertyInputSchema,
  type Property,
  type PropertyValues,
  type StaffPropertyValues,
} from '@ta/shared';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormSubmit } from '../../../components/ui/form-submit';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useCreateProperty } from '../api/create-property';
import { useUpdateProperty } from '../api/update-property';
import { newPropertyValues, propertyFormValues, type PropertyFormValues } from '../property-form-values';
import { ClientPicker } from './client-picker';
import { PropertyFields } from './property-fields';

const createResolver = formResolver<PropertyFormValues, typeof staffPropertyInputSchema>(staffPropertyInputSchema);
const updateResolver = formResolver<PropertyFormValues, typeof propertyInputSchema>(propertyInputSchema);

/** New property: the client it belongs to, then its fields; opens the property's page once saved. */
export function NewPropertyForm({ onCreated }: { onCreated: (property: Property) => void }) {
  const create = useCreateProperty();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PropertyFormValues, unknown, StaffPropertyValues>({
    resolver: createResolver,
    defaultValues: newPropertyValues(),
  });

  const save = async (values: StaffPropertyValues) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync(values);
      toast({ title: 'Property added', description: `${created.addressLine} is saved.`, variant: 'success' });
      onCreated(created);
    } catch (error) {
      setFailure(reportFormFailure(error, form, [...PROPERTY_FORM_FIELDS, 'clientId'], 'Failed to add the property'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="space-y-5">
      <ClientPicker register={form.register} error={form.formState.errors.clientId?.message} />
      <PropertyFields register={form.register} errors={form.formState.errors} accessNotesOnFile={false} />
      <FormSubmit
        failure={failure}
        failureTitle="The property was not added"
        action="Add property"
        pendingAction="Saving…"
        pending={create.isPending}
        icon={Save}
      />
    </form>
  );
}

/** Edit a property: every field is sent; blank access notes keep those on file. */
export function EditPropertyForm({ property, onSaved }: { property: Property; onSaved?: () => void }) {
  const update = useUpdateProperty();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PropertyFormValues, unknown, PropertyValues>({
    resolver: updateResolver,
    defaultValues: propertyFormValues(property),
  });

  const save = async (values: PropertyValues) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: property.id, values });
      // The notes just typed leave the page: the form shows only whether some are on file.
      form.reset(propertyFormValues(saved));
      toast({
        title: 'Property saved',
        description: `The changes to ${saved.addressLine} are saved.`,
        variant: 'success',
      });
      onSaved?.();
    } catch (error) {
      setFailure(reportFormFailure(error, form, PROPERTY_FORM_FIELDS, 'Failed to save the property'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="space-y-5">
      <PropertyFields
        register={form.register}
        errors={form.formState.errors}
        accessNotesOnFile={property.accessNotesOnFile}
      />
      <FormSubmit
        failure={failure}
        failureTitle="The changes were not saved"
        action="Save changes"
        pendingAction="Saving…"
        pending={update.isPending}
        icon={Save}
      />
    </form>
  );
}
