import { JOB_ITEM_KINDS, jobItemFieldsSchema, PHOTO_CONTENT_TYPES, type JobItemFieldsValues } from '@ta/shared';
import { Plus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useJobTimeWrite } from '../api/job-time';
import { useCheckedFields } from '../use-checked-fields';
import { JobTimeForm } from './job-time-form';

const EMPTY: JobItemFieldsValues = { kind: 'groceries', description: '', amount: '' };

/**
 * Adds groceries, parts or something else bought for the job, with its receipt photo: on a phone the
 * file field opens the camera. Checked with the server's own schema before it is sent.
 */
export function JobItemForm({ appointmentId }: { appointmentId: number }) {
  const t = useT();
  const write = useJobTimeWrite(appointmentId);
  const { values, setValues, set, errors, check, refused } = useCheckedFields<typeof jobItemFieldsSchema, 'receipt'>(
    jobItemFieldsSchema,
    EMPTY,
  );
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const checked = check();
    if (!checked) return;
    try {
      await write.mutateAsync({
        kind: 'add-item',
        fields: { kind: values.kind, description: values.description, amount: values.amount },
        receipt: fileRef.current?.files?.[0] ?? null,
      });
      setOutcome({ tone: 'success', text: t('job-time.add.saved', { description: checked.description }) });
      setValues(EMPTY);
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      refused(error);
      setOutcome({ tone: 'error', text: errorMessage(error) });
    }
  };

  return (
    <JobTimeForm name="job-item" heading={t('job-time.add.heading')} onSubmit={submit}>
      <FormField label={t('job-time.add.kind')} error={errors.kind}>
        <NativeSelect name="kind" value={values.kind} onChange={set('kind')}>
          {JOB_ITEM_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`job-time.items.kind.${kind}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('job-time.add.description')} error={errors.description}>
        <Input name="description" value={values.description} onChange={set('description')} maxLength={200} required />
      </FormField>
      <FormField label={t('job-time.add.amount')} hint={t('job-time.add.amount-hint')} error={errors.amount}>
        <Input name="amount" inputMode="decimal" value={values.amount} onChange={set('amount')} required />
      </FormField>
      <FormField label={t('job-time.add.receipt')} hint={t('job-time.add.receipt-hint')} error={errors.receipt}>
        <Input
          ref={fileRef}
          type="file"
          name="receipt"
          accept={PHOTO_CONTENT_TYPES.join(',')}
          capture="environment"
          className="cursor-pointer"
        />
      </FormField>
      <div aria-live="polite" data-testid="job-item-status">
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={write.isPending}>
        <Plus aria-hidden />
        {write.isPending ? t('job-time.add.saving') : t('job-time.add.submit')}
      </Button>
    </JobTimeForm>
  );
}
