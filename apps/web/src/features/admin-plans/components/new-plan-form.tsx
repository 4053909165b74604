import {
  MAX_GIVEN_DAYS,
  PLAN_REPEATS,
  SERVICE_COUNTIES,
  servicePlanInputSchema,
  type ServicePlan,
  type ServicePlanValues,
  type ServiceType,
} from '@ta/shared';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { ChoiceOptions, NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useServiceTypes } from '../../../lib/service-types';
import { useCreateClientPlan } from '../api/service-plans';
import { bookedSoFarWords, planSummary, REPEATS_WORDS } from '../plan-words';

/** The form's fields, as the inputs hold them. */
interface NewPlanFormValues {
  serviceTypeId: string;
  repeats: string;
  startsOn: string;
  endsOn: string;
  days: string;
  startTime: string;
  county: string;
  location: string;
}

const PLAN_FIELDS = [
  'serviceTypeId',
  'repeats',
  'startsOn',
  'endsOn',
  'days',
  'startTime',
  'county',
  'location',
] as const;

const resolver = formResolver<NewPlanFormValues, typeof servicePlanInputSchema>(servicePlanInputSchema);

const blankPlan = (): NewPlanFormValues => ({
  serviceTypeId: '',
  repeats: '',
  startsOn: '',
  endsOn: '',
  days: '',
  startTime: '09:00',
  county: '',
  location: '',
});

/** The services a plan can book: those booked online (a service booked by phone cannot be planned). */
const plannable = (services: readonly ServiceType[]) => services.filter((s) => s.bookingMode !== 'call');

interface NewPlanFormProps {
  clientId: number;
  clientName: string;
}

/** "Set up a standing visit" for a client: the server books its days within the booking window at once. */
export function NewPlanForm({ clientId, clientName }: NewPlanFormProps) {
  const services = useServiceTypes();
  if (services.isPending) return <Spinner label="Loading the services…" showLabel />;
  if (services.isError) {
    return (
      <Alert tone="error" title="Could not load the services">
        {errorMessage(services.error)}
      </Alert>
    );
  }
  return <NewPlanFields clientId={clientId} clientName={clientName} services={plannable(services.data)} />;
}

function NewPlanFields({ clientId, clientName, services }: NewPlanFormProps & { services: readonly ServiceType[] }) {
  const id = useId();
  const create = useCreateClientPlan(clientId);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<ServicePlan | null>(null);
  const form = useForm<NewPlanFormValues, unknown, ServicePlanValues>({ resolver, defaultValues: blankPlan() });
  const { errors } = form.formState;
  const [serviceTypeId, repeats] = useWatch({ control: form.control, name: ['serviceTypeId', 'repeats'] });
  const atHome = services.find((s) => String(s.id) === serviceTypeId)?.atHome === true;
  const repeatsError = `${id}-repeats-error`;

  const save = async (values: ServicePlanValues) => {
    setFailure(null);
    setCreated(null);
    try {
      setCreated(await create.mutateAsync(values));
      form.reset(blankPlan());
    } catch (error) {
      setFailure(reportFormFailure(error, form, PLAN_FIELDS, 'The standing visit was not set up'));
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className="space-y-5 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-xl">
        Set up a standing visit
      </h3>
      <p className="text-base text-muted">
        For {clientName}. The visits are booked as real appointments as their days come within the service’s booking
        window; a day that cannot be booked is listed under Standing visits, to book by hand.
      </p>
      <FormField
        label="Service"
        hint="Services booked by phone only are not listed."
        error={errors.serviceTypeId?.message}
      >
        <NativeSelect {...form.register('serviceTypeId')}>
          <option value="">Choose a service</option>
          {services.map((service) => (
            <option key={service.id} value={String(service.id)}>
              {service.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset aria-describedby={repeatsError} aria-invalid={errors.repeats ? true : undefined}>
        <legend className="mb-1 font-bold">How often</legend>
        <div className="flex flex-wrap gap-x-6">
          {PLAN_REPEATS.map((choice) => (
            <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                value={choice}
                className="size-6 shrink-0 cursor-pointer accent-brand-800"
                {...form.register('repeats')}
              />
              {REPEATS_WORDS[choice]}
            </label>
          ))}
        </div>
        <FieldError id={repeatsError} error={errors.repeats?.message} />
      </fieldset>
      {repeats === 'days' ? (
        <FormField
          label="Days"
          hint={`One date per line, like 2027-01-05; ${MAX_GIVEN_DAYS} at most.`}
          // Given days set the first and last day: their messages (a year at most, none ahead) show here.
          error={errors.days?.message ?? errors.endsOn?.message ?? errors.startsOn?.message}
        >
          <Textarea rows={5} autoComplete="off" {...form.register('days')} />
        </FormField>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="First day" error={errors.startsOn?.message}>
            <Input type="date" {...form.register('startsOn')} />
          </FormField>
          <FormField label="Last day" hint="A year at most after the first day." error={errors.endsOn?.message}>
            <Input type="date" {...form.register('endsOn')} />
          </FormField>
        </div>
      )}
      <FormField label="Start time" error={errors.startTime?.message}>
        <Input type="time" step={300} className="sm:max-w-xs" {...form.register('startTime')} />
      </FormField>
      {atHome ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="County" error={errors.county?.message}>
            <NativeSelect {...form.register('county')}>
              <ChoiceOptions
                placeholder="Choose the county"
                choices={SERVICE_COUNTIES}
                label={(county) => `${county} County`}
              />
            </NativeSelect>
          </FormField>
          <FormField label="Address (optional)" error={errors.location?.message}>
            <Input autoComplete="off" {...form.register('location')} />
          </FormField>
        </div>
      ) : null}
      {created ? (
        <Alert tone="success" title="Standing visit set up">
          {planSummary(created)}. {bookedSoFarWords(created)}
        </Alert>
      ) : null}
      <FormSubmit
        failure={failure}
        failureTitle="The standing visit was not set up"
        action="Set up the standing visit"
        pendingAction="Setting up…"
        pending={create.isPending}
        icon={CalendarPlus}
      />
    </form>
  );
}
