import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, messageSchema, passwordResetConfirmSchema, type PasswordResetConfirmInput } from '@ta/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { PageFormMarker } from '../../../lib/page-form';
import { FormProblems } from '../../../components/ui/form-problems';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

const FIELDS = ['password', 'confirmPassword'] as const;

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <Alert tone="error" title="This link cannot be used">
        {message}
      </Alert>
      <Link href="/forgot-password" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        Ask for a new link
      </Link>
    </div>
  );
}

/**
 * A new password from the e-mailed link. Without JavaScript the form posts to the page's own URL, whose
 * `token` the server reads: the token is never written into the page.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirmReset = useConfirmPasswordReset();
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<PasswordResetConfirmInput>('reset-password', {
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors, submitCount } = form.formState;
  const pageAnswer = messageSchema.safeParse(result?.outcome);
  const done = confirmReset.data ?? (pageAnswer.success ? pageAnswer.data : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await confirmReset.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) setServerError(errorMessage(error));
    }
  });

  if (!token) return <InvalidLink message={AUTH_MESSAGES.resetInvalid} />;

  if (done) {
    return (
      <div className="space-y-5">
        <Alert tone="success" title="Password changed">
          {done.message}
        </Alert>
        <Link href="/auth" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Log in
        </Link>
      </div>
    );
  }

  // A refused submit without field messages means the link itself is no longer good.
  const problem = serverError ?? errors.token?.message;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <PageFormMarker id="reset-password" />
      <FormProblems result={result} title="Your password was not changed" hidden={submitCount > 0}>
        {result?.message ? (
          <Link href="/forgot-password" className="font-bold">
            Ask for a new link
          </Link>
        ) : null}
      </FormProblems>
      <FormField
        label="New password"
        hint="At least 6 characters, or 12 for a staff or admin account."
        error={errors.password?.message}
      >
        <PasswordInput autoComplete="new-password" {...field('password')} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
      </FormField>
      {problem ? (
        <Alert tone="error" title="Your password was not changed">
          {problem}{' '}
          <Link href="/forgot-password" className="font-bold">
            Ask for a new link
          </Link>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={confirmReset.isPending}>
        {confirmReset.isPending ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}
