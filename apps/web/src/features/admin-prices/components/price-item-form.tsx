import {
  centsToInput,
  FLORIDA_COUNTIES,
  formatQuantity,
  minutesToHours,
  PRICE_ITEM_FIELDS,
  DISCOUNT_USES,
  PRICE_ITEM_KINDS,
  priceItemFormSchema,
  type DiscountUse,
  type PriceItemFormValues,
  type PriceItemKind,
  type PriceItemView,
} from '@ta/shared';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useSavePriceItem } from '../api/price-items';
import { KIND_WORDS } from '../price-words';

const resolver = formResolver<PriceItemFormValues, typeof priceItemFormSchema>(priceItemFormSchema);

const FIELDS = [
  'kind',
  'name',
  'nameEs',
  'description',
  'descriptionEs',
  'amount',
  'percent',
  'hours',
  'county',
  'position',
  'givenFor',
  'afterVisits',
] as const;

/** What a discount may be given for automatically (docs/referrals.md), as the owner reads it. */
const GIVEN_FOR_WORDS: Record<DiscountUse, string> = {
  referral: 'Referrals: a new client who came with a code, and the client who referred them',
  loyalty: 'Loyalty: once after each so many paid visits',
  plan: 'Standing visits billed by the month',
};

/** An item's fields as the form holds them: dollars, percent and hours as text. */
function valuesOf(item: PriceItemView | null, kind: PriceItemKind): PriceItemFormValues {
  return {
    kind: item?.kind ?? kind,
    name: item?.name ?? '',
    nameEs: item?.nameEs ?? '',
    description: item?.description ?? '',
    descriptionEs: item?.descriptionEs ?? '',
    amount: item?.amountCents == null ? '' : centsToInput(item.amountCents),
    percent: item?.percentBp == null ? '' : formatQuantity(item.percentBp),
    hours: item?.minutes == null ? '' : minutesToHours(item.minutes),
    county: item?.county ?? '',
    onLanding: item?.onLanding ?? false,
    popular: item?.popular ?? false,
    position: item ? String(item.position) : '',
    givenFor: item?.givenFor ?? '',
    afterVisits: item?.afterVisits == null ? '' : String(item.afterVisits),
  };
}

interface PriceItemFormProps {
  /** null: a new item of `kind`. */
  item: PriceItemView | null;
  kind: PriceItemKind;
  onDone: () => void;
}

/** Adds or edits one item; the fields shown follow its kind, checked by the schema the server runs. */
export function PriceItemForm({ item, kind, onDone }: PriceItemFormProps) {
  const save = useSavePriceItem();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PriceItemFormValues, unknown, unknown>({ resolver, defaultValues: valuesOf(item, kind) });
  const errors = form.formState.errors;
  const chosen = useWatch({ control: form.control, name: 'kind' });
  const givenFor = useWatch({ control: form.control, name: 'givenFor' });
  const uses = new Set(PRICE_ITEM_FIELDS[chosen]);
  const title = item ? `Edit “${item.name}”` : `Add a ${KIND_WORDS[chosen].name.toLowerCase()}`;

  const submit = async () => {
    setFailure(null);
    try {
      // The text as typed: the server reads it with the same schema.
      const saved = await save.mutateAsync({ id: item?.id ?? null, values: form.getValues() });
      toast({ title: item ? 'Price saved' : 'Price added', description: saved.name, variant: 'success' });
      onDone();
    } catch (error) {
      setFailure(reportFormFailure(error, form, FIELDS, item ? 'The price was not saved' : 'The price was not added'));
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="price-form-title"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-4 rounded-xl border-2 border-brand-700 bg-white p-4 sm:p-6"
    >
      <h2 id="price-form-title" className="text-2xl" tabIndex={-1}>
        {title}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Kind" hint={KIND_WORDS[chosen].about} error={errors.kind?.message} className="md:col-span-2">
          <NativeSelect {...form.register('kind')}>
            {PRICE_ITEM_KINDS.map((value) => (
              <option key={value} value={value}>
                {KIND_WORDS[value].name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Name in English" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label="Name in Spanish" error={errors.nameEs?.message}>
          <Input autoComplete="off" lang="es" {...form.register('nameEs')} />
        </FormField>
        <FormField label="Description in English (optional)" error={errors.description?.message}>
          <Textarea rows={3} {...form.register('description')} />
        </FormField>
        <FormField label="Description in Spanish (optional)" error={errors.descriptionEs?.message}>
          <Textarea rows={3} lang="es" {...form.register('descriptionEs')} />
        </FormField>
        {uses.has('percent') ? (
          <FormField
            label="Percentage off"
            hint="For example 10. Leave empty for a fixed amount."
            error={errors.percent?.message}
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('percent')} />
          </FormField>
        ) : null}
        {uses.has('amount') ? (
          <FormField
            label={chosen === 'discount' ? 'Amount off, in dollars' : 'Price, in dollars'}
            hint={
              chosen === 'discount'
                ? 'Leave empty for a percentage.'
                : chosen === 'notary'
                  ? 'Per signature; at most 10.00.'
                  : chosen === 'hourly'
                    ? 'For each hour past a package.'
                    : 'For example 195.00'
            }
            error={errors.amount?.message}
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          </FormField>
        ) : null}
        {uses.has('hours') ? (
          <FormField label="Hours included" hint="In quarter hours, like 3 or 2.5." error={errors.hours?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('hours')} />
          </FormField>
        ) : null}
        {uses.has('county') ? (
          <FormField label="County" error={errors.county?.message}>
            <NativeSelect {...form.register('county')}>
              <option value="">Choose the county</option>
              {FLORIDA_COUNTIES.map((county) => (
                <option key={county} value={county}>
                  {county}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
        {chosen === 'discount' ? (
          <FormField
            label="Given automatically"
            hint="Added to invoices by itself, once each time it is earned. One discount at a time for each."
            error={errors.givenFor?.message}
          >
            <NativeSelect {...form.register('givenFor')}>
              <option value="">No: staff add it by hand</option>
              {DISCOUNT_USES.map((use) => (
                <option key={use} value={use}>
                  {GIVEN_FOR_WORDS[use]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
        {chosen === 'discount' && givenFor === 'loyalty' ? (
          <FormField
            label="After how many paid visits"
            hint="For example 10: the invoice after the 10th paid visit takes it off, and again after the 20th."
            error={errors.afterVisits?.message}
          >
            <Input inputMode="numeric" autoComplete="off" {...form.register('afterVisits')} />
          </FormField>
        ) : null}
        <FormField
          label="Place in the list (optional)"
          hint="Lower numbers come first. Empty puts a new price at the end."
          error={errors.position?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('position')} />
        </FormField>
      </div>
      {chosen === 'package' ? (
        <fieldset className="space-y-3">
          <legend className="font-bold">On the landing page</legend>
          <CheckboxField label="Show this package on the landing page" {...form.register('onLanding')} />
          <CheckboxField label="Mark it Most Popular" {...form.register('popular')} />
        </fieldset>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <FormSubmit
          failure={failure}
          failureTitle={item ? 'The price was not saved' : 'The price was not added'}
          action={item ? 'Save price' : 'Add price'}
          pendingAction="Saving…"
          pending={save.isPending}
          icon={Save}
        />
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
