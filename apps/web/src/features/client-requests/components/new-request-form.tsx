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
import { useServiceName } from '../../../components/appointments/appointment-words';
import { useErrorText } from '../../../lib/error-text';
import { requestPrefill } from '../../../lib/circle-access';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { KeptDraftNotice } from '../../../components/forms/kept-draft-notice';
import { reportFormFailure } from '../../../lib/form-errors';
import { useKeptDraft } from '../../../lib/kept-drafts';
import { useSubmitPortalRequest } from '../api/submit-portal-request';
import { useSubmittedToast } from './submitted-toast';

type FormValues = z.input<typeof portalRequestSchema>;
type FieldName = keyof FormValues;

const FIELDS: FieldName[] = ['firstName', 'lastName', 'email', 'phone', 'serviceInterest', 'message', 'newsletter'];

interface NewRequestFormProps {
  user: SessionUser;
  onSubmitted: (receipt: ContactRequestReceipt) => void;
}

/** The New Request tab's form, filled in from the account. */
export function NewRequestForm({ user, onSubmitted }: NewRequestFormProps) {
  const submit = useSubmitPortalRequest();
  const t = useT();
  const failureText = useErrorText();
  const serviceName = useServiceName();
  const showSubmittedToast = useSubmittedToast();
  // The server's own words for what a person can act on (a field, too many tries, a session that
  // ended), in the page's language when the catalogue knows them.
  const failureMessage = (error: unknown) =>
    error instanceof ApiError && error.status < 500 ? failureText(error) : t('client.new.submit-failed');
  const [errorText, setErrorText] = useState<string | null>(null);
  // The account in use: while helping, the client's name, never the helper's (lib/circle-access.ts).
  const who = requestPrefill(user);
  const [firstName = '', ...lastName] = who.name.split(' ');
  const form = useForm<FormValues, unknown, PortalRequestInput>({
    resolver: zodResolver(portalRequestSchema),
    // A field's error clears on edit, and comes back only when the form is sent again.
    reValidateMode: 'onSubmit',
    defaultValues: {
      firstName,
      lastName: lastName.join(' '),
      email: who.email,
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
      else setErrorText(reportFormFailure(error, form, FIELDS, t('client.toast.error'), failureMessage(error)));
    }
  }
  const onSubmit = form.handleSubmit(send);

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <KeptDraftNotice shown={draft.restored} />
      <p className="text-muted">{t('client.new.intro')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactDetailsFields fields={contactDetails(field)} errors={errors} />
      </div>
      <FormField label={t('client.new.service')} error={errors.serviceInterest?.message}>
        <NativeSelect {...field('serviceInterest')}>
          <option value="">{t('client.new.choose')}</option>
          {/* The value stays the service's stored name; the words are the page's language. */}
          {PORTAL_SERVICES.map((service) => (
            <option key={service} value={service}>
              {serviceName(service)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('client.new.details')} hint={t('client.new.details-hint')} error={errors.message?.message}>
        <Textarea {...field('message')} />
      </FormField>
      <CheckboxField label={t('client.new.promo')} hint={t('client.new.promo-hint')} {...field('newsletter')} />
      <FormSubmit
        failure={errorText}
        failureTitle={t('client.new.failed')}
        action={t('client.new.submit')}
        pendingAction={t('client.new.pending')}
        pending={submit.isPending}
        icon={Send}
      />
    </form>
  );
}
