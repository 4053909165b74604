import { propertyChecklistInputSchema, type PropertyChecklist, type z } from '@ta/shared';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { useChecklistTemplates } from '../../../lib/checklist-templates';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useSavePropertyChecklist } from '../api/save-property-checklist';

interface ChecklistFormValues {
  /** '' for the default template. */
  templateId: string;
  /** Each in English and in Spanish ('' for none: the English shows). */
  extraItems: { section: string; sectionEs: string; label: string; labelEs: string }[];
}

type ChecklistValues = z.output<typeof propertyChecklistInputSchema>;

const schemaResolver = formResolver<ChecklistFormValues, typeof propertyChecklistInputSchema>(
  propertyChecklistInputSchema,
);
/** The select's '' is the schema's null (the default template); the schema reads it as it reads JSON. */
const resolver: typeof schemaResolver = (values, context, options) =>
  schemaResolver(
    { ...values, templateId: values.templateId === '' ? null : values.templateId } as unknown as ChecklistFormValues,
    context,
    options,
  );

const formValues = (checklist: PropertyChecklist): ChecklistFormValues => ({
  templateId: checklist.templateId === null ? '' : String(checklist.templateId),
  extraItems: checklist.extraItems.map((item) => ({
    section: item.section,
    sectionEs: item.sectionEs ?? '',
    label: item.label,
    labelEs: item.labelEs ?? '',
  })),
});

interface ChecklistPanelProps {
  propertyId: number;
  checklist: PropertyChecklist;
  /** Admins choose among the templates; staff (who cannot list them) keep the one chosen. */
}

/** The property's checklist: which template, and items of its own after the template's. */
export function ChecklistPanel({ propertyId, checklist }: ChecklistPanelProps) {
  const save = useSavePropertyChecklist();
  const templates = useChecklistTemplates();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChecklistFormValues, unknown, ChecklistValues>({
    resolver,
    defaultValues: formValues(checklist),
  });
  const rows = useFieldArray({ control: form.control, name: 'extraItems' });
  const sectionsId = useId();
  const errors = form.formState.errors;
  const defaultTemplate = templates.data?.find((t) => t.isDefault);
  const templateId = useWatch({ control: form.control, name: 'templateId' });
  const chosen = templates.data?.find((t) => String(t.id) === templateId) ?? defaultTemplate;

  const send = async (input: ChecklistValues) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: propertyId, checklist: input });
      form.reset(form.getValues());
      toast({ title: 'Checklist saved', description: 'The next visit uses it.', variant: 'success' });
    } catch (error) {
      setFailure(reportFormFailure(error, form, ['templateId'], 'The checklist was not saved'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)} className="space-y-5">
      <FormField label="Checklist" error={errors.templateId?.message}>
        <NativeSelect {...form.register('templateId')}>
          <option value="">
            {defaultTemplate ? `The default (${defaultTemplate.name})` : 'The default checklist'}
          </option>
          {templates.data
            ? templates.data
                // The first choice is the default already; it is listed by name only when the property names it.
                .filter((template) => !template.isDefault || template.id === checklist.templateId)
                .map((template) => (
                  <option key={template.id} value={String(template.id)}>
                    {template.name}
                    {template.isDefault ? ' (the default)' : ''}
                  </option>
                ))
            : checklist.templateId !== null && (
                <option value={String(checklist.templateId)}>{checklist.templateName}</option>
              )}
        </NativeSelect>
      </FormField>

      <fieldset className="space-y-3">
        <legend className="font-bold">This property's own items</legend>
        <p className="text-base text-muted">
          Added after the checklist's items, in a section of the checklist or a new one (a pool, a boat dock…). Write
          them in Spanish too for owners who read Spanish; a section of the checklist already has its Spanish name.
        </p>
        <datalist id={sectionsId}>
          {(chosen?.sections ?? []).map((section) => (
            <option key={section.name} value={section.name} />
          ))}
        </datalist>
        {rows.fields.length === 0 ? <p>None yet.</p> : null}
        <ol className="space-y-3">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-2 sm:items-start">
              <FormField label={`Section of item ${index + 1}`} error={errors.extraItems?.[index]?.section?.message}>
                <Input list={sectionsId} autoComplete="off" {...form.register(`extraItems.${index}.section`)} />
              </FormField>
              <FormField
                label={`Section of item ${index + 1} in Spanish`}
                error={errors.extraItems?.[index]?.sectionEs?.message}
              >
                <Input lang="es" autoComplete="off" {...form.register(`extraItems.${index}.sectionEs`)} />
              </FormField>
              <FormField label={`Item ${index + 1}`} error={errors.extraItems?.[index]?.label?.message}>
                <Input autoComplete="off" {...form.register(`extraItems.${index}.label`)} />
              </FormField>
              <FormField label={`Item ${index + 1} in Spanish`} error={errors.extraItems?.[index]?.labelEs?.message}>
                <Input lang="es" autoComplete="off" {...form.register(`extraItems.${index}.labelEs`)} />
              </FormField>
              <Button type="button" variant="ghost" className="justify-self-start" onClick={() => rows.remove(index)}>
                <Trash2 aria-hidden />
                Remove<span className="sr-only"> item {index + 1}</span>
              </Button>
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            const last = rows.fields.length > 0 ? form.getValues(`extraItems.${rows.fields.length - 1}`) : undefined;
            rows.append({ section: last?.section ?? '', sectionEs: last?.sectionEs ?? '', label: '', labelEs: '' });
          }}
        >
          <Plus aria-hidden />
          Add an item
        </Button>
        {errors.extraItems?.message ? <Alert tone="error">{errors.extraItems.message}</Alert> : null}
      </fieldset>

      <FormSubmit
        failure={failure}
        failureTitle="The checklist was not saved"
        action="Save checklist"
        pendingAction="Saving…"
        pending={save.isPending}
        icon={Save}
      />
    </form>
  );
}
