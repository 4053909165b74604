import { zodResolver } from '@hookform/resolvers/zod';
import {
  businessToday,
  ESTIMATED_DURATIONS,
  LANDING_REQUEST_CATEGORIES,
  landingRequestSubmissionSchema,
  type LandingRequestPayload,
  type LandingRequestFormValues,
} from '@ta/shared';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages/en';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { PageFormMarker } from '../../../lib/page-form';
import { FormProblems } from '../../../components/ui/form-problems';
import { Textarea } from '../../../components/ui/textarea';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { useServiceName } from '../../../lib/service-types';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useHydrated } from '../../../lib/use-hydrated';
import { contactDetails, ContactDetailsFields } from '../../../components/forms/contact-details-fields';
import { ChoiceSelect } from './choice-select';
import { TrackingCodePanel } from './tracking-code-panel';
import { useRequestSubmission } from './use-request-submission';

const EMPTY: LandingRequestFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  serviceInterest: '',
  specificService: '',
  estimatedDuration: '',
  preferredDate: '',
  locationDetails: '',
  message: '',
  termsAccepted: false,
};
const FIELDS = Object.keys(EMPTY) as (keyof LandingRequestFormValues)[];

/** The durations are sent in English (they go into the request's message); the choices show these words. */
const DURATION_WORDS = {
  '3 hours': 'forms.quote.duration.3',
  '5 hours': 'forms.quote.duration.5',
  'More than 5 hours': 'forms.quote.duration.more',
  'Not sure': 'forms.quote.duration.not-sure',
} as const satisfies Record<(typeof ESTIMATED_DURATIONS)[number], MessageId>;

/** Legal pages open in a new tab so what has been typed here is not lost. */
function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <a href={localePath(href)} target="_blank" rel="noopener" className="font-bold">
      {children}
      <span className="sr-only"> {t('forms.new-tab')}</span>
    </a>
  );
}

/**
 * The landing request form, opened by the pricing section's "Request Quote". It validates its own
 * fields, then sends the contact form's payload with the extras folded into the message and kept as
 * fields (`landingRequestSubmissionSchema`). Without JavaScript it posts to /, which does the same. Its
 * page form id ('quote') and catalogue keys (forms.quote.*) keep their names.
 */
export function LandingRequestForm() {
  const t = useT();
  const serviceName = useServiceName();
  const hydrated = useHydrated();
  const { form, field, checkbox, result } = useProgressiveForm<LandingRequestFormValues, LandingRequestPayload>(
    'quote',
    {
      resolver: zodResolver(landingRequestSubmissionSchema),
      defaultValues: EMPTY,
    },
  );
  const { errors, submitCount } = form.formState;
  const submission = useRequestSubmission(
    {
      successTitle: t('forms.quote.sent'),
      successWithoutCode: t('forms.quote.sent-without-code'),
      fallbackError: t('forms.quote.failed'),
    },
    form,
    FIELDS,
  );

  if (submission.success) {
    const { receipt, emailed } = submission.success;
    return (
      <TrackingCodePanel
        title={t('forms.quote.on-its-way')}
        nextStep={t('forms.quote.next-step')}
        code={receipt.trackingToken}
        emailedTo={emailed ? receipt.email : null}
        onStartOver={submission.startOver}
      />
    );
  }

  const durationWords = (duration: string) =>
    Object.hasOwn(DURATION_WORDS, duration) ? t(DURATION_WORDS[duration as keyof typeof DURATION_WORDS]) : duration;

  // The date picker's lower bound is set in the browser only: the server's page may be read on another day.
  const today = hydrated ? businessToday() : undefined;

  return (
    <form
      method="post"
      noValidate
      aria-label={t('forms.quote.label')}
      onSubmit={form.handleSubmit(submission.submit)}
      className="space-y-5"
    >
      <PageFormMarker id="quote" />
      <FormProblems result={result} title={t('forms.quote.not-sent')} hidden={submitCount > 0} />
      <p className="text-muted">{t('forms.all-needed')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactDetailsFields fields={contactDetails(field)} errors={errors} />
        <FormField label={t('forms.quote.category')} error={errors.serviceInterest?.message}>
          <ChoiceSelect
            placeholder={t('forms.quote.choose-category')}
            choices={LANDING_REQUEST_CATEGORIES}
            label={serviceName}
            {...field('serviceInterest')}
          />
        </FormField>
        <FormField label={t('forms.quote.duration')} error={errors.estimatedDuration?.message}>
          <ChoiceSelect
            placeholder={t('forms.quote.choose-duration')}
            choices={ESTIMATED_DURATIONS}
            label={durationWords}
            {...field('estimatedDuration')}
          />
        </FormField>
      </div>
      <FormField
        label={t('forms.quote.specific')}
        hint={t('forms.quote.specific-hint')}
        error={errors.specificService?.message}
      >
        <Input {...field('specificService')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('forms.preferred-date')} error={errors.preferredDate?.message}>
          <Input type="date" min={today} {...field('preferredDate')} />
        </FormField>
        <FormField label={t('forms.quote.location')} error={errors.locationDetails?.message}>
          <Input autoComplete="address-line1" {...field('locationDetails')} />
        </FormField>
      </div>
      <FormField label={t('forms.quote.details')} hint={t('forms.quote.details-hint')} error={errors.message?.message}>
        <Textarea {...field('message')} />
      </FormField>
      <CheckboxField
        label={
          <FormattedMessage
            id="forms.quote.terms"
            values={{
              terms: (words) => <LegalLink href="/terms-and-conditions">{words}</LegalLink>,
              privacy: (words) => <LegalLink href="/privacy-policy">{words}</LegalLink>,
            }}
          />
        }
        error={errors.termsAccepted?.message}
        {...checkbox('termsAccepted')}
      />

      <FormSubmit
        failure={submission.errorText}
        failureTitle={t('forms.quote.not-sent')}
        action={t('forms.quote.send')}
        pendingAction={t('forms.sending')}
        pending={submission.sending}
        icon={Send}
      />
    </form>
  );
}
