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
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
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

  const onSubmit = form.handleSubmit(async (values) => {
    setErrorText(null);
    try {
      const receipt = await submit.mutateAsync(values);
      showSubmittedToast(receipt);
      onSubmitted(receipt);
    } catch (error) {
      const message = failureMessage(error);
      applyServerFieldErrors(error, form.setError, FIELDS);
      setErrorText(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-muted">We filled in your details from your account. Every field is needed.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...field('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...field('lastName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...field('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...field('phone')} />
        </FormField>
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
      {errorText ? (
        <Alert tone="error" title="Your request was not sent">
          {errorText}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.isPending}>
        <Send aria-hidden />
        {submit.isPending ? 'Submitting…' : 'Submit Request'}
      </Button>
    </form>
  );
}
