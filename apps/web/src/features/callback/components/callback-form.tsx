import {
  CALLBACK_TIMES,
  callbackRequestSchema,
  LOCALE_TAGS,
  openingHourLines,
  type CallbackReceipt,
  type CallbackRequest,
} from '@ta/shared';
import { PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useLocale } from '../../../i18n/i18n-provider';
import { useErrorText } from '../../../lib/error-text';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { PageFormMarker } from '../../../lib/page-form';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useSendCallbackRequest } from '../api/send-callback-request';
import { CallbackSent } from './callback-sent';

interface CallbackFormValues {
  name: string;
  phone: string;
  bestTime: string;
  note: string;
}
const FIELDS = ['name', 'phone', 'bestTime', 'note'] as const;

interface CallbackFormProps {
  /** `compact`: name, phone and time side by side on wider screens (the band above the footer); `page`: one column. */
  layout: 'compact' | 'page';
  /** A signed-in client's name, filled in for them. */
  defaultName?: string;
}

/**
 * Call me back: name, phone, best time and an optional note. Without JavaScript it posts to
 * /call-me-back (in the page's language), which lands on the tracking page of its code or shows the
 * form again with what to fix; with JavaScript it sends through the API and shows the code here.
 */
export function CallbackForm({ layout, defaultName = '' }: CallbackFormProps) {
  const t = useT();
  const failureText = useErrorText();
  const locale = useLocale();
  const localePath = useLocalePath();
  const send = useSendCallbackRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ receipt: CallbackReceipt; name: string } | null>(null);
  const { form, field, result } = useProgressiveForm<CallbackFormValues, CallbackRequest>('callback', {
    resolver: formResolver<CallbackFormValues, typeof callbackRequestSchema>(callbackRequestSchema),
    defaultValues: { name: defaultName, phone: '', bestTime: 'any', note: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setSent({ receipt: await send.mutateAsync(values), name: values.name });
      form.reset();
    } catch (error) {
      setFailure(reportFormFailure(error, form, FIELDS, t('callback.failed'), failureText(error)));
    }
  });

  if (sent) return <CallbackSent receipt={sent.receipt} name={sent.name} />;

  const compact = layout === 'compact';
  return (
    <form
      method="post"
      action={localePath('/call-me-back')}
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={t('callback.band.open')}
    >
      <PageFormMarker id="callback" />
      <FormProblems result={result} title={t('callback.problems')} hidden={form.formState.submitCount > 0} />
      <p className="text-base text-muted">
        {t('callback.hours', { hours: openingHourLines(LOCALE_TAGS[locale]).join(', ') })}
      </p>
      <div className={cn('grid gap-5', compact && 'sm:grid-cols-3')}>
        <FormField label={t('callback.field.name')} error={errors.name?.message}>
          <Input autoComplete="name" {...field('name')} />
        </FormField>
        <FormField
          label={t('callback.field.phone')}
          hint={compact ? undefined : t('callback.field.phone-hint')}
          error={errors.phone?.message}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        </FormField>
        <FormField label={t('callback.field.best-time')} error={errors.bestTime?.message}>
          <NativeSelect {...field('bestTime')}>
            {CALLBACK_TIMES.map((time) => (
              <option key={time} value={time}>
                {t(`callback.time.${time}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={t('callback.field.note')}
          error={errors.note?.message}
          className={cn(compact && 'sm:col-span-3')}
        >
          <Input maxLength={500} {...field('note')} />
        </FormField>
      </div>
      <FormSubmit
        failure={failure}
        failureTitle={t('callback.failed')}
        action={t('callback.submit')}
        pendingAction={t('callback.sending')}
        pending={send.isPending}
        icon={PhoneCall}
        variant="accent"
      />
    </form>
  );
}
