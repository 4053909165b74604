import { zodResolver } from '@hookform/resolvers/zod';
import { landingContactSchema, requestTextsConsentText, type LandingContactInput } from '@ta/shared';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { PageFormMarker } from '../../../lib/page-form';
import { FormProblems } from '../../../components/ui/form-problems';
import { Textarea } from '../../../components/ui/textarea';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { useSiteFeatures } from '../../../lib/site-features';
import { useServiceName } from '../../../lib/service-types';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useHydrated } from '../../../lib/use-hydrated';
import { LANDING_SERVICE_CATEGORIES } from '../content/service-categories';
import { contactDetails, ContactDetailsFields } from '../../../components/forms/contact-details-fields';
import { ChoiceSelect } from './choice-select';
import { TrackingCodePanel } from './tracking-code-panel';
import { useRequestSubmission } from './use-request-submission';

type FormValues = z.input<typeof landingContactSchema>;

const EMPTY: FormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  serviceInterest: '',
  message: '',
  newsletter: false,
  notifyByEmail: true,
  notifyBySms: false,
  consentGiven: false,
};
const FIELDS = Object.keys(EMPTY) as (keyof FormValues)[];

/**
 * The landing page's "send us a message" form. Without JavaScript it
 * posts to / and the browser lands on the tracking page of the new request.
 */
export function LandingContactForm() {
  const t = useT();
  const locale = useLocale();
  // Updates by text only where texts are set up (docs/sms.md, "A request's updates").
  const { texts } = useSiteFeatures();
  const serviceName = useServiceName();
  const hydrated = useHydrated();
  const { form, field, checkbox, result } = useProgressiveForm<FormValues, LandingContactInput>('contact', {
    resolver: zodResolver(landingContactSchema),
    defaultValues: EMPTY,
  });
  const { errors, submitCount } = form.formState;
  const submission = useRequestSubmission(
    {
      successTitle: t('forms.contact.sent'),
      successWithoutCode: t('forms.contact.sent-without-code'),
      fallbackError: t('forms.contact.failed'),
    },
    form,
    FIELDS,
  );

  const [notifyByEmail, notifyBySms, consentGiven] = useWatch({
    control: form.control,
    name: ['notifyByEmail', 'notifyBySms', 'consentGiven'],
  });
  // Consent only means something when updates are asked for.
  const consentDisabled = !notifyByEmail && !notifyBySms;
  const consentMissing = !consentDisabled && !consentGiven;

  useEffect(() => {
    if (consentDisabled) form.setValue('consentGiven', false);
  }, [consentDisabled, form]);

  if (submission.success) {
    const { receipt, emailed } = submission.success;
    return (
      <TrackingCodePanel
        title={t('forms.contact.on-its-way')}
        nextStep={t('forms.contact.next-step', { service: serviceName(receipt.serviceInterest) })}
        code={receipt.trackingToken}
        emailedTo={emailed ? receipt.email : null}
        onStartOver={submission.startOver}
      />
    );
  }

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="contact-form-heading"
      onSubmit={form.handleSubmit(submission.submit)}
      className="space-y-5"
    >
      <PageFormMarker id="contact" />
      <h3 id="contact-form-heading" className="text-2xl">
        {t('forms.contact.heading')}
      </h3>
      <FormProblems result={result} title={t('forms.contact.not-sent')} hidden={submitCount > 0} />
      <p className="text-muted">{t('forms.all-needed')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactDetailsFields fields={contactDetails(field)} errors={errors} />
      </div>
      <FormField label={t('forms.contact.service')} error={errors.serviceInterest?.message}>
        <ChoiceSelect
          placeholder={t('forms.choose-service')}
          choices={LANDING_SERVICE_CATEGORIES}
          label={serviceName}
          {...field('serviceInterest')}
        />
      </FormField>
      <FormField label={t('forms.message')} hint={t('forms.contact.message-hint')} error={errors.message?.message}>
        <Textarea {...field('message')} />
      </FormField>

      <fieldset className="space-y-1 rounded-xl border border-line bg-canvas p-4 sm:p-5">
        <legend className="px-1 text-lg font-bold text-brand-950">{t('forms.contact.updates')}</legend>
        <CheckboxField label={t('forms.contact.updates-email')} {...checkbox('notifyByEmail')} />
        {texts ? (
          <CheckboxField
            label={t('forms.contact.updates-sms')}
            hint={requestTextsConsentText(locale)}
            {...checkbox('notifyBySms')}
          />
        ) : null}
        <CheckboxField
          label={t('forms.contact.consent')}
          hint={consentHint(t, texts, consentDisabled)}
          disabled={consentDisabled}
          error={errors.consentGiven?.message}
          {...checkbox('consentGiven')}
        />
        <CheckboxField
          label={t('forms.contact.newsletter')}
          hint={t('forms.contact.newsletter-hint')}
          className="border-t border-line pt-3"
          {...checkbox('newsletter')}
        />
      </fieldset>

      {submission.errorText ? (
        <Alert tone="error" title={t('forms.contact.not-sent')}>
          {submission.errorText}
        </Alert>
      ) : null}
      <div className="space-y-2">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          // Without JavaScript the ticks cannot be watched: the server checks the consent instead.
          disabled={submission.sending || (hydrated && consentMissing)}
          aria-describedby={consentMissing ? 'contact-consent-needed' : undefined}
        >
          <Send aria-hidden />
          {submission.sending ? t('forms.sending') : t('forms.contact.send')}
        </Button>
        {consentMissing ? (
          <p id="contact-consent-needed" className="text-base text-muted">
            {texts ? t('forms.contact.consent-needed') : t('forms.contact.consent-needed-email')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** What the consent box says under it: text messages are named only where they are offered. */
function consentHint(t: ReturnType<typeof useT>, texts: boolean, disabled: boolean): string | undefined {
  if (disabled) return texts ? t('forms.contact.consent-disabled') : t('forms.contact.consent-disabled-email');
  return texts ? t('forms.contact.consent-hint') : undefined;
}
