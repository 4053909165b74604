import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@ta/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await requestReset.mutateAsync(values);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  if (requestReset.data) {
    return (
      <div className="space-y-5">
        <Alert tone="success" title="Check your email">
          {requestReset.data.message}
        </Alert>
        <p>
          No email after a few minutes? Look in your spam folder, or{' '}
          <button
            type="button"
            className="inline min-h-11 cursor-pointer font-bold text-brand-700 underline underline-offset-4"
            onClick={() => requestReset.reset()}
          >
            try another address
          </button>
          .
        </p>
        <Link href="/auth" className="inline-flex min-h-11 items-center font-bold">
          Back to log in
        </Link>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField
        label="Email"
        hint="The email address you used when you created your account."
        error={form.formState.errors.email?.message}
      >
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      {serverError ? (
        <Alert tone="error" title="We could not send the link">
          {serverError}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={requestReset.isPending}>
        {requestReset.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
