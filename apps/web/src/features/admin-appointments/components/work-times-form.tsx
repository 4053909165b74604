import { businessTimeOfDay, businessToday, workTimesSchema, type JobTime } from '@ta/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useJobTimeWrite } from '../api/job-time';
import { useCheckedFields } from '../use-checked-fields';
import { JobTimeForm } from './job-time-form';
import { useClock } from './job-time-panel';

/** An instant as the form's day and HH:mm, in New York. */
const dayOf = (iso: string) => businessToday(new Date(iso));
const timeOf = (iso: string) => businessTimeOfDay(new Date(iso));

/**
 * The office types (or corrects) the start and end of the work, in New York time. The visit's own
 * steps (Arrived, Done) are offered as a suggestion the person chooses to use; nothing is copied
 * without them saying so.
 */
export function WorkTimesForm({ job, onDone }: { job: JobTime; onDone: (saved: boolean) => void }) {
  const t = useT();
  const clock = useClock();
  const write = useJobTimeWrite(job.appointmentId);
  const { values, setValues, set, errors, setErrors, check, refused } = useCheckedFields(workTimesSchema, {
    date: job.workStartedAt ? dayOf(job.workStartedAt) : job.appointmentDate,
    start: job.workStartedAt ? timeOf(job.workStartedAt) : '',
    end: job.workEndedAt ? timeOf(job.workEndedAt) : '',
  });
  const [failure, setFailure] = useState<string | null>(null);

  const useSuggestion = () => {
    if (!job.arrivedAt) return;
    setValues({
      date: dayOf(job.arrivedAt),
      start: timeOf(job.arrivedAt),
      end: job.doneAt ? timeOf(job.doneAt) : values.end,
    });
    setErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!check()) return;
    try {
      await write.mutateAsync({ kind: 'times', values });
      onDone(true);
    } catch (error) {
      refused(error);
      setFailure(errorMessage(error));
    }
  };

  return (
    <JobTimeForm name="work-times" heading={t('job-time.change.heading')} onSubmit={submit}>
      <p className="text-muted">{t('job-time.change.intro')}</p>
      {job.arrivedAt ? (
        <div className="space-y-2 rounded-lg bg-sand p-3" data-testid="work-times-suggestion">
          <p>
            {job.doneAt
              ? t('job-time.change.suggestion', { arrived: clock(job.arrivedAt), done: clock(job.doneAt) })
              : t('job-time.change.suggestion-arrived', { arrived: clock(job.arrivedAt) })}
          </p>
          <Button type="button" variant="outline" onClick={useSuggestion}>
            {t('job-time.change.use-suggestion')}
          </Button>
        </div>
      ) : null}
      <FormField label={t('job-time.change.date')} error={errors.date}>
        <Input type="date" name="date" value={values.date} onChange={set('date')} required />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('job-time.change.start')} error={errors.start}>
          <Input type="time" name="start" value={values.start} onChange={set('start')} required />
        </FormField>
        <FormField label={t('job-time.change.end')} error={errors.end}>
          <Input type="time" name="end" value={values.end} onChange={set('end')} required />
        </FormField>
      </div>
      <div aria-live="polite">{failure ? <Alert tone="error">{failure}</Alert> : null}</div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={write.isPending}>
          {write.isPending ? t('job-time.change.saving') : t('job-time.change.save')}
        </Button>
        <Button type="button" variant="ghost" size="lg" onClick={() => onDone(false)} disabled={write.isPending}>
          {t('job-time.change.cancel')}
        </Button>
      </div>
    </JobTimeForm>
  );
}
