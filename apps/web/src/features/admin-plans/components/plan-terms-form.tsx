import {
  centsToInput,
  PLAN_BILLINGS,
  servicePlanTermsSchema,
  type ServicePlan,
  type ServicePlanTerms,
} from '@ta/shared';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { StaffPicker, type ChosenStaff } from '../../../components/admin/staff-picker';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { useSavePlanTerms } from '../api/service-plans';
import { planSummary } from '../plan-words';

/** The form's fields, as the inputs hold them. */
interface PlanTermsFormValues {
  billing: string;
  monthlyPrice: string;
  staffId: string;
}

const TERMS_FIELDS = ['billing', 'monthlyPrice', 'staffId'] as const;

const BILLING_CHOICES: Record<(typeof PLAN_BILLINGS)[number], string> = {
  visit: 'Per visit (each visit’s invoice)',
  monthly: 'Monthly (one invoice a month)',
};

const resolver = formResolver<PlanTermsFormValues, typeof servicePlanTermsSchema>(servicePlanTermsSchema);

const savedTerms = (plan: ServicePlan): PlanTermsFormValues => ({
  billing: plan.billing,
  monthlyPrice: plan.monthlyPriceCents === null ? '' : centsToInput(plan.monthlyPriceCents),
  staffId: plan.staffId === null ? '' : String(plan.staffId),
});

/**
 * "Billing" of one plan (admins): per visit or monthly, a fixed monthly price (blank: the month's visits
 * at their prices) and the staff member it books when free.
 */
export function PlanTermsForm({ plan, me }: { plan: ServicePlan; me: ChosenStaff }) {
  const id = useId();
  const save = useSavePlanTerms();
  const staff = useStaffDirectory();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<PlanTermsFormValues, unknown, ServicePlanTerms>({ resolver, defaultValues: savedTerms(plan) });
  const { errors } = form.formState;
  const billing = useWatch({ control: form.control, name: 'billing' });

  const submit = async (values: ServicePlanTerms) => {
    setFailure(null);
    setDone(false);
    // A fixed price means nothing when each visit is billed: it is cleared rather than kept unseen.
    const terms = values.billing === 'visit' ? { ...values, monthlyPrice: undefined } : values;
    try {
      const saved = await save.mutateAsync({ planId: plan.id, terms });
      form.reset(savedTerms(saved));
      setDone(true);
    } catch (error) {
      setFailure(reportFormFailure(error, form, TERMS_FIELDS, 'The billing was not saved'));
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-4 rounded-lg border border-line bg-canvas p-4"
    >
      <h4 id={`${id}-title`} className="text-lg font-bold">
        Billing<span className="sr-only"> of {planSummary(plan)}</span>
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Billed" error={errors.billing?.message}>
          <NativeSelect {...form.register('billing')}>
            {PLAN_BILLINGS.map((choice) => (
              <option key={choice} value={choice}>
                {BILLING_CHOICES[choice]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {billing === 'monthly' ? (
          <FormField
            label="Fixed monthly price in dollars (optional)"
            hint="Leave blank to bill the month’s visits at their prices."
            error={errors.monthlyPrice?.message}
          >
            <Input inputMode="decimal" autoComplete="off" placeholder="120.00" {...form.register('monthlyPrice')} />
          </FormField>
        ) : null}
        <FormField
          label="Staff member"
          hint="Booked with this person when they are free, else with anyone free."
          error={errors.staffId?.message}
        >
          <StaffPicker
            members={staff.data}
            me={me}
            current={plan.staffId !== null ? { id: plan.staffId, name: plan.staffName ?? 'Unknown' } : null}
            noneLabel={plan.staffId !== null ? 'Keep the one chosen now' : 'Anyone free'}
            {...form.register('staffId')}
          />
        </FormField>
      </div>
      {done ? <Alert tone="success">The billing is saved.</Alert> : null}
      <FormSubmit
        failure={failure}
        failureTitle="The billing was not saved"
        action="Save the billing"
        pendingAction="Saving…"
        pending={save.isPending}
        icon={Save}
      />
    </form>
  );
}
