import {
  SERVICE_COUNTIES,
  staffCountiesInputSchema,
  staffHoursInputSchema,
  staffServicesInputSchema,
  timeOffInputSchema,
  type ServiceRules,
  type StaffAvailability,
  type TimeOff,
  type TimeOffValues,
} from '@ta/shared';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import {
  useAddTimeOff,
  useRemoveTimeOff,
  useSaveStaffCounties,
  useSaveStaffHours,
  useSaveStaffServices,
} from '../api/staff-availability';
import { daysRange } from '../availability-words';
import { PeriodsEditor, type PeriodsForm } from './periods-editor';
import { AddDaysForm, RemoveDaysDialog, SaveFoot } from './availability-form-parts';

const hoursResolver = formResolver<PeriodsForm, typeof staffHoursInputSchema>(staffHoursInputSchema);

interface EditorProps {
  availability: StaffAvailability;
  services: readonly ServiceRules[];
  name: string;
}

/**
 * One staff member's availability, each part saved on its own: hours, time off, services, counties.
 * The forms keep what is typed while another part saves (the page keys the editor by staff member).
 */
export function StaffAvailabilityEditor({ availability, services, name }: EditorProps) {
  const staffId = availability.staff.id;
  const saveHours = useSaveStaffHours();
  return (
    <div className="space-y-10">
      <section aria-labelledby="staff-hours" className="space-y-3">
        <h2 id="staff-hours" className="text-2xl">
          Working hours
        </h2>
        <p className="prose-width text-muted">
          When {name} can take visits, each weekday. Without any hours they are not offered online. A visit must fit in
          their hours and in the business’s opening hours.
        </p>
        <PeriodsEditor
          startKey="starts"
          endKey="ends"
          startLabel="Starts"
          endLabel="Ends"
          emptyDay="Not working."
          periods={availability.hours.map((h) => ({ weekday: String(h.weekday), starts: h.starts, ends: h.ends }))}
          resolver={hoursResolver}
          save={async (hours) => void (await saveHours.mutateAsync({ id: staffId, hours }))}
          action="Save working hours"
          savedTitle="Working hours saved"
        />
      </section>
      <section aria-labelledby="staff-time-off" className="space-y-3">
        <h2 id="staff-time-off" className="text-2xl">
          Time off
        </h2>
        <TimeOffPanel staffId={staffId} name={name} timeOff={availability.timeOff} />
      </section>
      <section aria-labelledby="staff-services" className="space-y-3">
        <h2 id="staff-services" className="text-2xl">
          Services
        </h2>
        <ServicesForm
          key={availability.serviceIds.join()}
          staffId={staffId}
          chosen={availability.serviceIds}
          services={services}
        />
      </section>
      <section aria-labelledby="staff-counties" className="space-y-3">
        <h2 id="staff-counties" className="text-2xl">
          Counties
        </h2>
        <CountiesForm staffId={staffId} chosen={availability.counties} />
      </section>
    </div>
  );
}

interface TimeOffFormValues {
  firstDay: string;
  lastDay: string;
  note: string;
}
const timeOffResolver = formResolver<TimeOffFormValues, typeof timeOffInputSchema>(timeOffInputSchema);
const emptyTimeOff = (): TimeOffFormValues => ({ firstDay: '', lastDay: '', note: '' });

function TimeOffPanel({ staffId, name, timeOff }: { staffId: number; name: string; timeOff: readonly TimeOff[] }) {
  const add = useAddTimeOff();
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TimeOff | null>(null);
  const form = useForm<TimeOffFormValues, unknown, TimeOffValues>({
    resolver: timeOffResolver,
    defaultValues: emptyTimeOff(),
  });
  const submit = async (values: TimeOffValues) => {
    setFailure(null);
    try {
      await add.mutateAsync({ id: staffId, timeOff: values });
      toast({ title: 'Time off added', description: daysRange(values.firstDay, values.lastDay), variant: 'success' });
      form.reset(emptyTimeOff());
    } catch (error) {
      setFailure(reportFormFailure(error, form, ['firstDay', 'lastDay', 'note'], 'The time off was not added'));
    }
  };
  return (
    <div className="space-y-5">
      <p className="prose-width text-muted">Whole days {name} does not work: no visits are offered with them.</p>
      {timeOff.length === 0 ? (
        <p className="text-lg">No time off ahead.</p>
      ) : (
        <ul aria-label="Time off ahead" className="divide-y divide-line rounded-xl border border-line bg-white">
          {timeOff.map((off) => (
            <li key={off.id} className="flex flex-wrap items-center justify-between gap-3 p-3 sm:px-4">
              <span>
                <span className="block font-bold">{daysRange(off.firstDay, off.lastDay)}</span>
                {off.note ? <span className="block text-muted">{off.note}</span> : null}
              </span>
              <Button type="button" variant="destructive-outline" size="compact" onClick={() => setRemoving(off)}>
                <Trash2 aria-hidden />
                Remove<span className="sr-only"> time off {daysRange(off.firstDay, off.lastDay)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddDaysForm
        title="Add time off"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        fields={
          <>
            <FormField label="First day" error={form.formState.errors.firstDay?.message}>
              <Input type="date" {...form.register('firstDay')} />
            </FormField>
            <FormField
              label="Last day"
              hint="The same as the first for one day."
              error={form.formState.errors.lastDay?.message}
            >
              <Input type="date" {...form.register('lastDay')} />
            </FormField>
          </>
        }
        failure={failure}
        failureTitle="The time off was not added"
        action="Add time off"
        pending={add.isPending}
      >
        <FormField
          label="Note (optional)"
          hint="For the office, such as Vacation."
          error={form.formState.errors.note?.message}
        >
          <Input autoComplete="off" {...form.register('note')} />
        </FormField>
      </AddDaysForm>
      <RemoveTimeOffDialog staffId={staffId} timeOff={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

function RemoveTimeOffDialog({
  staffId,
  timeOff,
  onClose,
}: {
  staffId: number;
  timeOff: TimeOff | null;
  onClose: () => void;
}) {
  const remove = useRemoveTimeOff();
  return (
    <RemoveDaysDialog
      item={timeOff}
      onClose={onClose}
      title="Remove this time off?"
      describe={(off) => <p>{daysRange(off.firstDay, off.lastDay)} become working days again.</p>}
      action="Remove time off"
      removed="Time off removed"
      notRemoved="The time off was not removed"
      remove={(off, done) => remove.mutate({ id: staffId, timeOffId: off.id }, done)}
      pending={remove.isPending}
    />
  );
}

interface ChoicesProps<Value extends string | number> {
  legend: string;
  hint: string;
  choices: readonly { value: Value; label: string }[];
  chosen: readonly Value[];
  /** Checks the chosen values with the shared schema; a problem is shown under the boxes. */
  check: (values: string[]) => string | null;
  save: (values: string[]) => Promise<void>;
  action: string;
  savedTitle: string;
}

/** A group of checkboxes saved together; none ticked has its own meaning, said in the hint. */
function ChoicesForm<Value extends string | number>({
  legend,
  hint,
  choices,
  chosen,
  check,
  save,
  action,
  savedTitle,
}: ChoicesProps<Value>) {
  const id = useId();
  const [ticked, setTicked] = useState<string[]>(() => chosen.map(String));
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setFailure(null);
    setSaved(false);
    const wrong = check(ticked);
    setProblem(wrong);
    if (wrong) return;
    setPending(true);
    try {
      await save(ticked);
      setSaved(true);
      toast({ title: savedTitle, variant: 'success' });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-4"
    >
      <fieldset aria-describedby={`${id}-hint ${id}-error`} aria-invalid={problem ? true : undefined}>
        <legend className="font-bold">{legend}</legend>
        <p id={`${id}-hint`} className="text-muted">
          {hint}
        </p>
        <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
          {choices.map((choice) => {
            const value = String(choice.value);
            return (
              <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  value={value}
                  checked={ticked.includes(value)}
                  onChange={(event) => {
                    setSaved(false);
                    setTicked((now) => (event.target.checked ? [...now, value] : now.filter((v) => v !== value)));
                  }}
                  className="size-6 shrink-0 cursor-pointer accent-brand-800"
                />
                {choice.label}
              </label>
            );
          })}
        </div>
        <FieldError id={`${id}-error`} error={problem} />
      </fieldset>
      <SaveFoot
        saved={saved}
        savedTitle={savedTitle}
        savedText="The times offered online follow it from now on."
        failure={failure}
        action={action}
        pending={pending}
      />
    </form>
  );
}

const firstProblem = (result: { success: boolean; error?: { issues: readonly { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

function ServicesForm({
  staffId,
  chosen,
  services,
}: {
  staffId: number;
  chosen: readonly number[];
  services: readonly ServiceRules[];
}) {
  const save = useSaveStaffServices();
  return (
    <ChoicesForm
      legend="Services they do"
      hint="Leave all unticked if they do every service."
      choices={services.map((s) => ({ value: s.id, label: s.active ? s.name : `${s.name} (not offered)` }))}
      chosen={chosen}
      check={(values) => firstProblem(staffServicesInputSchema.safeParse({ serviceIds: values }))}
      save={async (values) => {
        const { serviceIds } = staffServicesInputSchema.parse({ serviceIds: values });
        await save.mutateAsync({ id: staffId, serviceIds });
      }}
      action="Save services"
      savedTitle="Services saved"
    />
  );
}

function CountiesForm({ staffId, chosen }: { staffId: number; chosen: readonly string[] }) {
  const save = useSaveStaffCounties();
  return (
    <ChoicesForm
      legend="Counties they cover"
      hint="For visits at a client’s home. Leave all unticked if they cover every county we serve."
      choices={SERVICE_COUNTIES.map((county) => ({ value: county, label: `${county} County` }))}
      chosen={chosen}
      check={(values) => firstProblem(staffCountiesInputSchema.safeParse({ counties: values }))}
      save={async (values) => {
        const { counties } = staffCountiesInputSchema.parse({ counties: values });
        await save.mutateAsync({ id: staffId, counties });
      }}
      action="Save counties"
      savedTitle="Counties saved"
    />
  );
}
