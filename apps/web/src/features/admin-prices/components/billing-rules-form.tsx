import { billingRulesFormSchema, minutesToHours, type BillingRulesFormValues, type BillingRulesView } from '@ta/shared';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useSaveBillingRules } from '../api/price-items';

const resolver = formResolver<BillingRulesFormValues, typeof billingRulesFormSchema>(billingRulesFormSchema);

/** The minimum billed for hourly work, the days until an invoice is due, and how long a quote stays valid. */
export function BillingRulesForm({ saved }: { saved: BillingRulesView }) {
  const save = useSaveBillingRules();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BillingRulesFormValues, unknown, unknown>({
    resolver,
    defaultValues: {
      minimumHours: minutesToHours(saved.minimumMinutes),
      dueDays: String(saved.dueDays),
      quoteValidDays: String(saved.quoteValidDays),
    },
  });
  const errors = form.formState.errors;
  const submit = async () => {
    setFailure(null);
    try {
      await save.mutateAsync(form.getValues());
      toast({ title: 'Billing rules saved', variant: 'success' });
    } catch (error) {
      setFailure(
        reportFormFailure(
          error,
          form,
          ['minimumHours', 'dueDays', 'quoteValidDays'],
          'The billing rules were not saved',
        ),
      );
    }
  };
  return (
    <form
      noValidate
      aria-label="Billing rules"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-4 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-3">
        <FormField
          label="Minimum hours"
          hint="The shortest time billed for hourly work, shown on the landing page. 0 for none."
          error={errors.minimumHours?.message}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('minimumHours')} />
        </FormField>
        <FormField label="Days to pay an invoice" hint="0 means due on receipt." error={errors.dueDays?.message}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('dueDays')} />
        </FormField>
        <FormField
          label="Days a quote stays valid"
          hint="Unless a quote says otherwise."
          error={errors.quoteValidDays?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('quoteValidDays')} />
        </FormField>
      </div>
      <FormSubmit
        failure={failure}
        failureTitle="The billing rules were not saved"
        action="Save billing rules"
        pendingAction="Saving…"
        pending={save.isPending}
        icon={Save}
      />
    </form>
  );
}
