import {
  businessToday,
  FLORIDA_COUNTIES,
  STORM_AREA_KINDS,
  STORM_PHASES,
  stormInputSchema,
  type FloridaCounty,
  type StormAreaKind,
  type StormBoard,
  type StormPhase,
  type StormValues,
} from '@ta/shared';
import { CloudLightning } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { StaffPicker, type ChosenStaff } from '../../../components/admin/staff-picker';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { useCreateStorm } from '../api/create-storm';
import { AREA_KIND_LABELS, checksWord, PHASE_LABELS } from '../storm-words';

/** What the form holds: the inputs' text; the shared schema (the server's) checks and converts it. */
export interface StormFormValues {
  name: string;
  phase: StormPhase;
  areaKind: StormAreaKind;
  counties: FloridaCounty[];
  zips: string;
  date: string;
  startTime: string;
  staffId: string;
}

const FIELDS = ['name', 'phase', 'areaKind', 'counties', 'zips', 'date', 'startTime', 'staffId'] as const;
const FAILED = 'The storm checks were not created';
const resolver = formResolver<StormFormValues, typeof stormInputSchema>(stormInputSchema);

const PHASE_HINTS: Record<StormPhase, string> = {
  'pre-storm': 'Before landfall: shutters, loose furniture, drains, photos of how the house was left.',
  'post-storm': 'After the storm: damage, water, power and the A/C, with photos.',
};

export function newStormValues(me: ChosenStaff, today: string = businessToday()): StormFormValues {
  return {
    name: '',
    phase: 'pre-storm',
    areaKind: 'counties',
    counties: [],
    zips: '',
    date: today,
    startTime: '09:00',
    staffId: String(me.id),
  };
}

/** A radio choice as a large bordered box with its word and a line under it. */
function Choice({
  checked,
  label,
  hint,
  invalid,
  input,
}: {
  checked: boolean;
  label: string;
  hint: string;
  invalid: boolean;
  input: UseFormRegisterReturn & { value: string };
}) {
  return (
    <label
      className={cn(
        'flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 px-4 py-3',
        checked ? 'border-brand-800 bg-brand-50' : 'border-line bg-white',
      )}
    >
      <input
        type="radio"
        aria-invalid={invalid ? true : undefined}
        className="mt-1 size-5 shrink-0 accent-brand-800"
        {...input}
      />
      <span>
        <span className="block font-bold">{label}</span>
        <span className="block text-base text-muted">{hint}</span>
      </span>
    </label>
  );
}

function ChoiceGroup({
  legend,
  errorId,
  error,
  children,
}: {
  legend: string;
  errorId: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-lg font-bold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      <FieldError id={errorId} error={error} className="mt-1" />
    </fieldset>
  );
}

/**
 * New storm checks: name the storm, pick before or after, the area (counties, ZIP codes or owners
 * away), the day and time, and who does the checks of properties without a plan. `onCreated` gets
 * the board (the page goes there).
 */
export function StormForm({ me, onCreated }: { me: ChosenStaff; onCreated: (board: StormBoard) => void }) {
  const staff = useStaffDirectory();
  const createStorm = useCreateStorm();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StormFormValues, unknown, StormValues>({ resolver, defaultValues: newStormValues(me) });
  const { register, control } = form;
  const { errors, isSubmitting } = form.formState;
  const [phase, areaKind, counties] = useWatch({ control, name: ['phase', 'areaKind', 'counties'] });
  const chosen = Array.isArray(counties) ? counties : [];

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const board = await createStorm.mutateAsync(values);
      toast({
        title: 'Storm checks created',
        description: `${checksWord(board.counts.total)} planned for ${board.name}. Each owner was told by e-mail.`,
        variant: 'success',
      });
      onCreated(board);
    } catch (error) {
      setFailure(reportFormFailure(error, form, FIELDS, FAILED));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-labelledby="new-storm-heading">
      <FormField label="Storm name" hint="As the news calls it, such as Hurricane Milton." error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>

      <ChoiceGroup legend="Before or after the storm" errorId="storm-phase-error" error={errors.phase?.message}>
        {STORM_PHASES.map((value) => (
          <Choice
            key={value}
            checked={phase === value}
            label={`${PHASE_LABELS[value]} check`}
            hint={PHASE_HINTS[value]}
            invalid={Boolean(errors.phase)}
            input={{ ...register('phase'), value }}
          />
        ))}
      </ChoiceGroup>

      <ChoiceGroup legend="Which properties" errorId="storm-area-error" error={errors.areaKind?.message}>
        {STORM_AREA_KINDS.map((value) => (
          <Choice
            key={value}
            checked={areaKind === value}
            label={AREA_KIND_LABELS[value].label}
            hint={AREA_KIND_LABELS[value].hint}
            invalid={Boolean(errors.areaKind)}
            input={{ ...register('areaKind'), value }}
          />
        ))}
      </ChoiceGroup>

      {areaKind === 'counties' ? (
        <fieldset aria-describedby="storm-counties-chosen storm-counties-error">
          <legend className="mb-2 text-lg font-bold">Counties</legend>
          <p id="storm-counties-chosen" className="mb-2 text-muted" aria-live="polite">
            {chosen.length === 0 ? 'No county chosen yet.' : `${chosen.length} chosen: ${chosen.join(', ')}.`}
          </p>
          <div
            className="max-h-80 overflow-y-auto rounded-lg border-2 border-line bg-white px-3 py-1"
            role="group"
            aria-label="Florida counties"
          >
            <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
              {FLORIDA_COUNTIES.map((county) => (
                <CheckboxField key={county} label={county} value={county} {...register('counties')} />
              ))}
            </div>
          </div>
          <FieldError id="storm-counties-error" error={errors.counties?.message} className="mt-1" />
        </fieldset>
      ) : null}

      {areaKind === 'zips' ? (
        <FormField
          label="ZIP codes"
          hint="5-digit ZIP codes separated by commas or spaces, such as 34652, 34653."
          error={errors.zips?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('zips')} />
        </FormField>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Day of the checks" error={errors.date?.message}>
          <Input type="date" {...register('date')} />
        </FormField>
        <FormField
          label="Start time"
          hint="Each staff member's first check. Their next ones follow, town by town, after the check's usual hour and the travel time; after closing time, on the next open day."
          error={errors.startTime?.message}
        >
          <Input type="time" step={300} {...register('startTime')} />
        </FormField>
      </div>

      {staff.isError ? (
        <Alert tone="error" title="Could not load the staff list">
          <p>{errorMessage(staff.error)} You can still give the checks to yourself.</p>
        </Alert>
      ) : null}
      <FormField
        label="Staff member"
        hint="Does the checks of properties without a visit plan; a property with a plan keeps its own staff member."
        error={errors.staffId?.message}
      >
        <StaffPicker members={staff.data} me={me} noneLabel="Choose a staff member" {...register('staffId')} />
      </FormField>

      <FormSubmit
        failure={failure}
        failureTitle={FAILED}
        action="Create storm checks"
        pendingAction="Creating the checks…"
        pending={isSubmitting}
        icon={CloudLightning}
      />
    </form>
  );
}
