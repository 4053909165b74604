import { zodResolver } from '@hookform/resolvers/zod';
import { messageSchema, passwordResetRequestSchema, type PasswordResetRequestInput } from '@ta/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { PageFormMarker } from '../../../lib/page-form';
import { FormProblems } from '../../../components/ui/form-problems';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useHydrated } from '../../../lib/use-hydrated';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** Asks for a reset link; without JavaScript the form posts to /forgot-password, which answers the same. */
export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const hydrated = useHydrated();
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<PasswordResetRequestInput>('forgot-password', {
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  // The neutral answer, from the JSON call or from this page's own post (until "try another address").
  const [startedAgain, setStartedAgain] = useState(false);
  const pageAnswer = messageSchema.safeParse(result?.outcome);
  const sent = requestReset.data ?? (pageAnswer.success && !startedAgain ? pageAnswer.data : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await requestReset.mutateAsync(values);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  if (sent) {
    return (
      <div className="space-y-5">
        <Alert tone="success" title="Check your email">
          {sent.message}
        </Alert>
        <p>
          No email after a few minutes? Look in your spam folder, or{' '}
          {hydrated ? (
            <button
              type="button"
              className="inline min-h-11 cursor-pointer font-bold text-brand-700 underline underline-offset-4"
              onClick={() => {
                requestReset.reset();
                setStartedAgain(true);
              }}
            >
              try another address
            </button>
          ) : (
            <a href="/forgot-password" className="inline min-h-11 font-bold">
              try another address
            </a>
          )}
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
      <PageFormMarker id="forgot-password" />
      <FormProblems
        result={result}
        title="We could not send the link"
        hidden={form.formState.submitCount > 0 || startedAgain}
      />
      <FormField
        label="Email"
        hint="The email address you used when you created your account."
        error={form.formState.errors.email?.message}
      >
        <Input type="email" autoComplete="email" {...field('email')} />
      </FormField>
      <FormSubmit
        failure={serverError}
        failureTitle="We could not send the link"
        action="Send reset link"
        pendingAction="Sending…"
        pending={requestReset.isPending}
        width="full"
      />
    </form>
  );
}
