import { WEEKDAYS_MONDAY_FIRST } from '@ta/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/form-errors';
import { weekdayName } from '../availability-words';
import { SaveFoot } from './availability-form-parts';

/** One period as the inputs hold it: the weekday and two HH:mm times under the payload's own names. */
export type PeriodRow = Record<string, string>;
export interface PeriodsForm {
  hours: PeriodRow[];
}

interface PeriodsEditorProps<Output extends FieldValues> {
  /** The payload's names of a period's start and end: opens/closes, starts/ends. */
  startKey: string;
  endKey: string;
  startLabel: string;
  endLabel: string;
  /** What a weekday without periods is: "Closed", "Not working". */
  emptyDay: string;
  /** The saved periods. */
  periods: readonly PeriodRow[];
  /** The shared schema's resolver, the same checks the server makes. */
  resolver: Resolver<PeriodsForm, unknown, Output>;
  save: (values: Output) => Promise<void>;
  action: string;
  savedTitle: string;
}

/**
 * A week of periods: each weekday (Monday first) lists its periods with a start and an end, a button
 * to remove each and one to add another. Saved all together, replacing what was there; each
 * problem (a time, an end before its start, an overlap) is shown beside its field.
 */
export function PeriodsEditor<Output extends FieldValues>({
  startKey,
  endKey,
  startLabel,
  endLabel,
  emptyDay,
  periods,
  resolver,
  save,
  action,
  savedTitle,
}: PeriodsEditorProps<Output>) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<PeriodsForm, unknown, Output>({ resolver, defaultValues: { hours: [...periods] } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'hours' });
  const errors = form.formState.errors.hours;

  const submit = async (values: Output) => {
    setFailure(null);
    setSaved(false);
    try {
      await save(values);
      // What was saved is the form's new starting point (the list keeps its rows and focus).
      form.reset(form.getValues());
      setSaved(true);
      toast({ title: savedTitle, variant: 'success' });
    } catch (error) {
      const where = fields.flatMap((_, i) => [`hours.${i}.${startKey}`, `hours.${i}.${endKey}`] as const);
      setFailure(reportFormFailure(error, form, where as `hours.${number}.${string}`[], `${action} failed`));
    }
  };

  const addTo = (weekday: number) => {
    const sameDay = form.getValues('hours').filter((p) => p.weekday === String(weekday));
    const after = sameDay
      .map((p) => p[endKey] ?? '')
      .sort()
      .at(-1);
    const start = after && after < '22:00' ? after : '09:00';
    const end = after && after < '22:00' ? `${String(Number(after.slice(0, 2)) + 2).padStart(2, '0')}:00` : '17:00';
    append({ weekday: String(weekday), [startKey]: start, [endKey]: end });
    setSaved(false);
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-4">
      {typeof errors?.message === 'string' ? <Alert tone="error">{errors.message}</Alert> : null}
      <ul className="space-y-3">
        {WEEKDAYS_MONDAY_FIRST.map((weekday) => {
          const day = weekdayName(weekday);
          const rows = fields
            .map((field, index) => ({ field, index }))
            .filter(({ field }) => field.weekday === String(weekday));
          return (
            <li key={weekday}>
              <fieldset className="rounded-xl border border-line bg-white p-3 sm:p-4">
                <legend className="px-1 text-lg font-bold">{day}</legend>
                {rows.length === 0 ? <p className="text-muted">{emptyDay}</p> : null}
                <ol className="space-y-3">
                  {rows.map(({ field, index }, n) => {
                    const rowErrors = errors?.[index];
                    return (
                      <li
                        key={field.id}
                        className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
                      >
                        <FormField label={`${startLabel}, period ${n + 1}`} error={rowErrors?.[startKey]?.message}>
                          <Input type="time" {...form.register(`hours.${index}.${startKey}`)} />
                        </FormField>
                        <FormField label={`${endLabel}, period ${n + 1}`} error={rowErrors?.[endKey]?.message}>
                          <Input type="time" {...form.register(`hours.${index}.${endKey}`)} />
                        </FormField>
                        <Button
                          type="button"
                          variant="ghost"
                          size="compact"
                          className="sm:mt-8"
                          onClick={() => {
                            remove(index);
                            setSaved(false);
                            document.getElementById(`${id}-add-${weekday}`)?.focus();
                          }}
                        >
                          <Trash2 aria-hidden />
                          Remove
                          <span className="sr-only">
                            {' '}
                            period {n + 1} on {day}
                          </span>
                        </Button>
                      </li>
                    );
                  })}
                </ol>
                <Button
                  id={`${id}-add-${weekday}`}
                  type="button"
                  variant="outline"
                  size="compact"
                  className="mt-3"
                  onClick={() => addTo(weekday)}
                >
                  <Plus aria-hidden />
                  Add a period<span className="sr-only"> on {day}</span>
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <SaveFoot
        saved={saved}
        savedTitle={savedTitle}
        savedText="The times offered online follow them from now on."
        failure={failure}
        action={action}
        pending={form.formState.isSubmitting}
      />
    </form>
  );
}
