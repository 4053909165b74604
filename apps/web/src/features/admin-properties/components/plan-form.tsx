import { VISIT_FREQUENCIES, visitPlanInputSchema, type StaffMember, type VisitPlanValues } from '@ta/shared';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { StaffPicker, type ChosenStaff } from '../../../components/admin/staff-picker';
import { Alert } from '../../../components/ui/alert';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { useCreateVisitPlan } from '../api/create-visit-plan';
import { closedDaysWords, FREQUENCY_WORDS, visitsPlannedWords } from '../plan-and-visit-words';

/** The plan form's fields, as the inputs hold them. */
export interface PlanFormValues {
  frequency: string;
  startsOn: string;
  endsOn: string;
  startTime: string;
  staffId: string;
}

const PLAN_FIELDS = ['frequency', 'startsOn', 'endsOn', 'startTime', 'staffId'] as const;

export const planResolver = formResolver<PlanFormValues, typeof visitPlanInputSchema>(visitPlanInputSchema);

export function newPlanValues(): PlanFormValues {
  return { frequency: '', startsOn: '', endsOn: '', startTime: '09:00', staffId: '' };
}

/** What blank dates mean for this property: its away dates, or (without them) that the days are needed. */
export function planDatesHint(awayFrom: string | null, awayUntil: string | null): string {
  if (awayFrom && awayUntil) {
    return `Leave both blank to use the owner's away dates: ${formatAppointmentDate(awayFrom)} to ${formatAppointmentDate(awayUntil)}.`;
  }
  if (awayFrom || awayUntil) {
    return "A blank day is taken from the owner's away dates; one of them is not set, so please fill in the other day.";
  }
  return "The owner's away dates are not set, so please enter the first and last day.";
}

/** Said under the dates: where a visit on a closed day goes. */
export const CLOSED_DAYS_HINT =
  'No visit goes on a day the business is closed (see Availability): it moves to the next open day, or is skipped if that would reach the next visit.';

interface Planned {
  summary: string;
  closedDays: string[];
}

interface PlanFieldsProps {
  register: UseFormRegister<PlanFormValues>;
  errors: FieldErrors<PlanFormValues>;
  awayFrom: string | null;
  awayUntil: string | null;
  staff: readonly StaffMember[] | undefined;
  me: ChosenStaff;
}

/** How often, which days (blank: the away dates, said so), at what time, and who goes. */
export function PlanFields({ register, errors, awayFrom, awayUntil, staff, me }: PlanFieldsProps) {
  const id = useId();
  const frequencyError = `${id}-frequency-error`;
  const datesHint = `${id}-dates-hint`;
  return (
    <>
      <fieldset aria-describedby={frequencyError} aria-invalid={errors.frequency ? true : undefined}>
        <legend className="mb-1 font-bold">How often</legend>
        <div className="flex flex-wrap gap-x-6">
          {VISIT_FREQUENCIES.map((frequency) => (
            <label key={frequency} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                value={frequency}
                className="size-6 shrink-0 cursor-pointer accent-brand-800"
                {...register('frequency')}
              />
              {FREQUENCY_WORDS[frequency]}
            </label>
          ))}
        </div>
        <FieldError id={frequencyError} error={errors.frequency?.message} />
      </fieldset>
      <fieldset aria-describedby={datesHint} className="space-y-3">
        <legend className="font-bold">Between</legend>
        <p id={datesHint} className="text-base text-muted">
          {planDatesHint(awayFrom, awayUntil)} {CLOSED_DAYS_HINT}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="First day" error={errors.startsOn?.message}>
            <Input type="date" {...register('startsOn')} />
          </FormField>
          <FormField label="Last day" error={errors.endsOn?.message}>
            <Input type="date" {...register('endsOn')} />
          </FormField>
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Time" error={errors.startTime?.message}>
          <Input type="time" {...register('startTime')} />
        </FormField>
        <FormField label="Staff member" error={errors.staffId?.message}>
          <StaffPicker members={staff} me={me} noneLabel="Choose a staff member" {...register('staffId')} />
        </FormField>
      </div>
    </>
  );
}

interface PlanFormProps {
  propertyId: number;
  awayFrom: string | null;
  awayUntil: string | null;
  me: ChosenStaff;
}

/** New plan: the server makes its visits ahead; the form then says how many, and stays ready for another. */
export function PlanForm({ propertyId, awayFrom, awayUntil, me }: PlanFormProps) {
  const create = useCreateVisitPlan();
  const staff = useStaffDirectory();
  const [failure, setFailure] = useState<string | null>(null);
  const [planned, setPlanned] = useState<Planned | null>(null);
  const form = useForm<PlanFormValues, unknown, VisitPlanValues>({
    resolver: planResolver,
    defaultValues: newPlanValues(),
  });

  const save = async (plan: VisitPlanValues) => {
    setFailure(null);
    setPlanned(null);
    try {
      const { created, moved, skipped } = await create.mutateAsync({ propertyId, plan });
      setPlanned({ summary: visitsPlannedWords(created), closedDays: closedDaysWords(moved, skipped) });
      form.reset(newPlanValues());
    } catch (error) {
      setFailure(reportFormFailure(error, form, PLAN_FIELDS, 'The plan was not saved'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="space-y-5">
      <PlanFields
        register={form.register}
        errors={form.formState.errors}
        awayFrom={awayFrom}
        awayUntil={awayUntil}
        staff={staff.data}
        me={me}
      />
      {planned ? <PlanSaved planned={planned} /> : null}
      <FormSubmit
        failure={failure}
        failureTitle="The plan was not saved"
        action="Save plan"
        pendingAction="Saving…"
        pending={create.isPending}
        icon={CalendarPlus}
      />
    </form>
  );
}

/** "Plan saved: 12 visits planned", and a warning listing the closed days it moved or skipped. */
export function PlanSaved({ planned }: { planned: Planned }) {
  return (
    <div className="space-y-3">
      <Alert tone="success" title="Plan saved">
        {planned.summary}.
      </Alert>
      {planned.closedDays.length > 0 ? (
        <Alert tone="info" title="Some days fell on days the business is closed">
          <ul className="list-disc space-y-1 pl-5">
            {planned.closedDays.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
