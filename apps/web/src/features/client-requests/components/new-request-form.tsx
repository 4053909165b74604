import { zodResolver } from '@hookform/resolvers/zod';
import {
  PORTAL_SERVICES,
  portalRequestSchema,
  type ContactRequestReceipt,
  type PortalRequestInput,
  type SessionUser,
} from '@ta/shared';
import { Send } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactDetails, ContactDetailsFields } from '../../../components/forms/contact-details-fields';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { KeptDraftNotice } from '../../../components/forms/kept-draft-notice';
import { reportFormFailure } from '../../../lib/form-errors';
import { useKeptDraft } from '../../../lib/kept-drafts';
import { useSubmitPortalRequest } from '../api/submit-portal-request';
import { showSubmittedToast } from './submitted-toast';

type FormValues = z.input<typeof portalRequestSchema>;
type FieldName = keyof FormValues;

const FIELDS: FieldName[] = ['firstName', 'lastName', 'email', 'phone', 'serviceInterest', 'message', 'newsletter'];

/** The portal's message when a new request cannot be sent. */
export const SUBMIT_FAILED_MESSAGE = 'Failed to submit your request. Please try again later.';

/** The server's own words for what a person can act on (a field, too many tries, a session that ended). */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.message : SUBMIT_FAILED_MESSAGE;
}

interface NewRequestFormProps {
  user: SessionUser;
  onSubmitted: (receipt: ContactRequestReceipt) => void;
}

/** The New Request tab's form, filled in from the account. */
export function NewRequestForm({ user, onSubmitted }: NewRequestFormProps) {
  const submit = useSubmitPortalRequest();
  const [errorText, setErrorText] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, PortalRequestInput>({
    resolver: zodResolver(portalRequestSchema),
    // A field's error clears on edit, and comes back only when the form is sent again.
    reValidateMode: 'onSubmit',
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: '',
      serviceInterest: '',
      message: '',
      newsletter: false,
    },
  });
  const { errors } = form.formState;

  const field = (name: FieldName) => {
    const registration = form.register(name);
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        if (form.getFieldState(name).error) form.clearErrors(name);
        return registration.onChange(event);
      },
    };
  };

  const draft = useKeptDraft('client-new-request', form);

  async function send(values: PortalRequestInput) {
    setErrorText(null);
    try {
      const receipt = await submit.mutateAsync(values);
      showSubmittedToast(receipt);
      onSubmitted(receipt);
    } catch (error) {
      // The session ended: what was typed is kept and sent again after signing in.
      if (draft.keep(error, () => send(values))) setErrorText(draft.message);
      else setErrorText(reportFormFailure(error, form, FIELDS, 'Error', failureMessage(error)));
    }
  }
  const onSubmit = form.handleSubmit(send);

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <KeptDraftNotice shown={draft.restored} />
      <p className="text-muted">We filled in your details from your account. Every field is needed.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactDetailsFields fields={contactDetails(field)} errors={errors} />
      </div>
      <FormField label="Service type" error={errors.serviceInterest?.message}>
        <NativeSelect {...field('serviceInterest')}>
          <option value="">Choose a service</option>
          {PORTAL_SERVICES.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label="Request details"
        hint="What do you need, where, and which days and times suit you?"
        error={errors.message?.message}
      >
        <Textarea {...field('message')} />
      </FormField>
      <CheckboxField
        label="Promotional Communications"
        hint="Yes, send me occasional news and offers by e-mail. You can stop them at any time."
        {...field('newsletter')}
      />
      <FormSubmit
        failure={errorText}
        failureTitle="Your request was not sent"
        action="Submit Request"
        pendingAction="Submitting…"
        pending={submit.isPending}
        icon={Send}
      />
    </form>
  );
}
