import { holidayInputSchema, type Holiday, type HolidayValues } from '@ta/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useAddHoliday, useRemoveHoliday } from '../api/business-availability';
import { daysRange } from '../availability-words';
import { AddDaysForm, RemoveDaysDialog } from './availability-form-parts';

interface HolidayFormValues {
  day: string;
  name: string;
}
const resolver = formResolver<HolidayFormValues, typeof holidayInputSchema>(holidayInputSchema);

/** Holidays from today on, each with Remove (asked first), and the form that adds one. */
export function HolidaysPanel({ holidays }: { holidays: readonly Holiday[] }) {
  const [removing, setRemoving] = useState<Holiday | null>(null);
  return (
    <div className="space-y-5">
      {holidays.length === 0 ? (
        <p className="text-lg">No holidays ahead. Online booking is open on every opening day.</p>
      ) : (
        <ul aria-label="Holidays ahead" className="divide-y divide-line rounded-xl border border-line bg-white">
          {holidays.map((holiday) => (
            <li key={holiday.day} className="flex flex-wrap items-center justify-between gap-3 p-3 sm:px-4">
              <span>
                <span className="block font-bold">{holiday.name}</span>
                <span className="block text-muted">{daysRange(holiday.day, holiday.day)}</span>
              </span>
              <Button type="button" variant="destructive-outline" size="compact" onClick={() => setRemoving(holiday)}>
                <Trash2 aria-hidden />
                Remove<span className="sr-only"> {holiday.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddHolidayForm />
      <RemoveHolidayDialog holiday={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

function AddHolidayForm() {
  const add = useAddHoliday();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<HolidayFormValues, unknown, HolidayValues>({ resolver, defaultValues: { day: '', name: '' } });
  const submit = async (holiday: HolidayValues) => {
    setFailure(null);
    try {
      await add.mutateAsync(holiday);
      toast({
        title: 'Holiday added',
        description: `${holiday.name}: no times are offered that day.`,
        variant: 'success',
      });
      form.reset({ day: '', name: '' });
    } catch (error) {
      setFailure(reportFormFailure(error, form, ['day', 'name'], 'The holiday was not added'));
    }
  };
  return (
    <AddDaysForm
      title="Add a holiday"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      fields={
        <>
          <FormField label="Day" error={form.formState.errors.day?.message}>
            <Input type="date" {...form.register('day')} />
          </FormField>
          <FormField label="Name" hint="For example Thanksgiving." error={form.formState.errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
        </>
      }
      failure={failure}
      failureTitle="The holiday was not added"
      action="Add holiday"
      pending={add.isPending}
    />
  );
}

function RemoveHolidayDialog({ holiday, onClose }: { holiday: Holiday | null; onClose: () => void }) {
  const remove = useRemoveHoliday();
  return (
    <RemoveDaysDialog
      item={holiday}
      onClose={onClose}
      title="Remove this holiday?"
      describe={(day) => (
        <p>
          {day.name}, {daysRange(day.day, day.day)}, becomes an ordinary day: times are offered online again if the
          business is open that weekday.
        </p>
      )}
      action="Remove holiday"
      removed="Holiday removed"
      notRemoved="The holiday was not removed"
      remove={(day, done) => remove.mutate(day.day, done)}
      pending={remove.isPending}
    />
  );
}
