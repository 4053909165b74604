import { zodResolver } from '@hookform/resolvers/zod';
import {
  businessToday,
  ESTIMATED_DURATIONS,
  QUOTE_SERVICE_CATEGORIES,
  quoteSubmissionSchema,
  REPLY_TIMES,
  type QuoteContactInput,
  type QuoteRequestFormValues,
} from '@ta/shared';
import { Send } from 'lucide-react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { PageFormMarker } from '../../../lib/page-form';
import { FormProblems } from '../../../components/ui/form-problems';
import { Textarea } from '../../../components/ui/textarea';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useHydrated } from '../../../lib/use-hydrated';
import { contactDetails, ContactDetailsFields } from '../../../components/forms/contact-details-fields';
import { ChoiceSelect } from './choice-select';
import { TrackingCodePanel } from './tracking-code-panel';
import { useRequestSubmission } from './use-request-submission';

const EMPTY: QuoteRequestFormValues = {
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
const FIELDS = Object.keys(EMPTY) as (keyof QuoteRequestFormValues)[];

/** Legal pages open in a new tab so what has been typed here is not lost. */
function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-bold">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The pricing section's quote form. It validates its own fields, then sends the
 * landing form's payload with the extras folded into the message and kept as fields (`quoteSubmissionSchema`).
 * Without JavaScript it posts to /, which does the same.
 */
export function QuoteForm() {
  const hydrated = useHydrated();
  const { form, field, checkbox, result } = useProgressiveForm<QuoteRequestFormValues, QuoteContactInput>('quote', {
    resolver: zodResolver(quoteSubmissionSchema),
    defaultValues: EMPTY,
  });
  const { errors, submitCount } = form.formState;
  const submission = useRequestSubmission(
    {
      successTitle: 'Quote Request Sent',
      successWithoutCode: `Thank you. We will send you a quote ${REPLY_TIMES.quote}.`,
      fallbackError: 'There was a problem sending your quote request. Please try again.',
    },
    form,
    FIELDS,
  );

  if (submission.success) {
    const { receipt, emailed } = submission.success;
    return (
      <TrackingCodePanel
        title="Your quote request is on its way"
        nextStep={`We will look at what you need and send you a clear quote ${REPLY_TIMES.quote}.`}
        code={receipt.trackingToken}
        emailedTo={emailed ? receipt.email : null}
        onStartOver={submission.startOver}
      />
    );
  }

  // The date picker's lower bound is set in the browser only: the server's page may be read on another day.
  const today = hydrated ? businessToday() : undefined;

  return (
    <form
      method="post"
      noValidate
      aria-label="Quote request"
      onSubmit={form.handleSubmit(submission.submit)}
      className="space-y-5"
    >
      <PageFormMarker id="quote" />
      <FormProblems result={result} title="Your quote request was not sent" hidden={submitCount > 0} />
      <p className="text-muted">All fields are needed unless they say optional.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactDetailsFields fields={contactDetails(field)} errors={errors} />
        <FormField label="Service category" error={errors.serviceInterest?.message}>
          <ChoiceSelect
            placeholder="Choose a category"
            choices={QUOTE_SERVICE_CATEGORIES}
            {...field('serviceInterest')}
          />
        </FormField>
        <FormField label="Estimated time needed (optional)" error={errors.estimatedDuration?.message}>
          <ChoiceSelect
            placeholder="Choose if you know"
            choices={ESTIMATED_DURATIONS}
            {...field('estimatedDuration')}
          />
        </FormField>
      </div>
      <FormField
        label="Specific service needed"
        hint="For example: weekly meals for two, or clearing out a garage."
        error={errors.specificService?.message}
      >
        <Input {...field('specificService')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Preferred date (optional)" error={errors.preferredDate?.message}>
          <Input type="date" min={today} {...field('preferredDate')} />
        </FormField>
        <FormField label="Town or address (optional)" error={errors.locationDetails?.message}>
          <Input autoComplete="address-line1" {...field('locationDetails')} />
        </FormField>
      </div>
      <FormField
        label="Details"
        hint="Tell us about the job: what, how much, and anything we should know."
        error={errors.message?.message}
      >
        <Textarea {...field('message')} />
      </FormField>
      <CheckboxField
        label={
          <>
            I accept the <LegalLink href="/terms-and-conditions">Terms and Conditions</LegalLink> and the{' '}
            <LegalLink href="/privacy-policy">Privacy Policy</LegalLink>, including being contacted about this request
          </>
        }
        error={errors.termsAccepted?.message}
        {...checkbox('termsAccepted')}
      />

      <FormSubmit
        failure={submission.errorText}
        failureTitle="Your quote request was not sent"
        action="Send Quote Request"
        pendingAction="Sending..."
        pending={submission.sending}
        icon={Send}
      />
    </form>
  );
}
